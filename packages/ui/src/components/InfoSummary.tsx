// The body of a stat info dialog (hearts, Spice Stones, coins, streak…): a big figure, a lead line,
// free content, a bulleted list of facts and a muted note. Texts come in as props (from @fff/domain).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { IconComponent } from '../icons/create-icon';

/** The dialog's big figure, e.g. a Spice Stones icon and 12. */
export const InfoFigure = styled.p`
  font-size: 2rem;
  font-weight: 800;
  margin: 8px 0;
  text-align: center;
  svg {
    vertical-align: -0.15em;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Bulleted facts under an info dialog's figure. */
export const InfoFacts = styled.ul`
  padding-left: 1.2em;
  margin: 8px 0 0;
  li {
    margin: 4px 0;
  }
`;

/** Muted helper line: in an info dialog, or under a figure on an account page. */
export const InfoNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** Props of InfoSummary; every part but the figure is optional. */
export interface InfoSummaryProps {
  figure: ReactNode;
  /** The figure's picture, before it (decorative: the dialog's title names the stat). */
  icon?: IconComponent;
  /** Accessible name of the figure when its text is not enough (e.g. a row of heart icons). */
  figureLabel?: string;
  lead?: ReactNode;
  /** Rendered after the lead and before the facts (status lines). */
  children?: ReactNode;
  facts?: readonly string[];
  note?: ReactNode;
}

/** Figure, lead, children, facts and note, in that order. */
export function InfoSummary({
  figure,
  icon: Icon,
  figureLabel,
  lead,
  children,
  facts,
  note,
}: InfoSummaryProps) {
  return (
    <>
      <InfoFigure role={figureLabel ? 'img' : undefined} aria-label={figureLabel}>
        {Icon && (
          <>
            <Icon decorative />{' '}
          </>
        )}
        {figure}
      </InfoFigure>
      {lead && <p>{lead}</p>}
      {children}
      {facts && facts.length > 0 && (
        <InfoFacts>
          {facts.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </InfoFacts>
      )}
      {note && <InfoNote>{note}</InfoNote>}
    </>
  );
}
