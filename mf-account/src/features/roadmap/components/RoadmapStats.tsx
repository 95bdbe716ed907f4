// The four stats tiles: Total Votes, Open Votes (items open for voting), In Progress, Completed.
import styled from 'styled-components';
import type { RoadmapStats as Stats } from '@fff/domain/help';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  /* Four tiles in a row leave 'Completed' no room on the narrowest phones: two rows of two there. */
  @media (max-width: 379px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    padding: 10px 6px;
    text-align: center;
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.3rem;
    font-weight: 800;
  }
`;

/** Stats tiles of the whole roadmap. */
export function RoadmapStats({ stats }: { stats: Stats }) {
  const tiles = [
    ['Total Votes', stats.totalVotes],
    ['Open Votes', stats.openVotes],
    ['In Progress', stats.inProgress],
    ['Completed', stats.completed],
  ] as const;
  return (
    <Tiles aria-label="Roadmap stats">
      {tiles.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Tiles>
  );
}
