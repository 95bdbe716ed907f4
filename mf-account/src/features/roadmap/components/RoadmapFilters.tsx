// Category and status filters as toggle-button groups (aria-pressed marks the current one).
import styled from 'styled-components';
import { ROADMAP_CATEGORIES, ROADMAP_STATUSES, type RoadmapFilter } from '@fff/domain/help';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  span {
    font-size: 0.8rem;
    font-weight: 700;
    margin-right: 4px;
  }
  button {
    min-height: 36px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    font: inherit;
    font-size: 0.85rem;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;

const label = (v: string) =>
  v === 'all' ? 'All' : v.replace('-', ' ').replace(/^./, (c) => c.toUpperCase());

function Choices<T extends string>(props: {
  name: string;
  values: readonly T[];
  value: T;
  onChange: (v: T) => void;
}) {
  const id = `roadmap-filter-${props.name.toLowerCase()}`;
  return (
    <Group role="group" aria-labelledby={id}>
      <span id={id}>{props.name}</span>
      {props.values.map((v) => (
        <button key={v} type="button" aria-pressed={props.value === v} onClick={() => props.onChange(v)}>
          {label(v)}
        </button>
      ))}
    </Group>
  );
}

/** Both filter groups. */
export function RoadmapFilters({
  filter,
  onChange,
}: {
  filter: RoadmapFilter;
  onChange: (f: RoadmapFilter) => void;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Choices
        name="Category"
        values={['all', ...ROADMAP_CATEGORIES] as const}
        value={filter.category}
        onChange={(category) => onChange({ ...filter, category })}
      />
      <Choices
        name="Status"
        values={['all', ...ROADMAP_STATUSES] as const}
        value={filter.status}
        onChange={(status) => onChange({ ...filter, status })}
      />
    </div>
  );
}
