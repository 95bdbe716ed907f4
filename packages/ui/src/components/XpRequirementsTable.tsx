// The level → XP required table, shown in the profile's level dialog and on the level debug page.
import styled from 'styled-components';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 4px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export interface XpRequirementsTableProps {
  rows: readonly { level: number; required: number }[];
  /** The learner's level, marked aria-current. */
  currentLevel?: number;
}

/** XP needed to complete each level, one row per level. */
export function XpRequirementsTable({ rows, currentLevel }: XpRequirementsTableProps) {
  return (
    <Table>
      <caption className="visually-hidden">XP required to complete each level</caption>
      <thead>
        <tr>
          <th scope="col">Level</th>
          <th scope="col">XP required</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.level} aria-current={r.level === currentLevel ? 'true' : undefined}>
            <td>{r.level}</td>
            <td>{r.required.toLocaleString('en-US')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
