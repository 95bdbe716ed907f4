import { LEGAL_DATE } from '../../../config/app';

/** One section of a legal text: a title and one paragraph, or a list when it has several lines. */
export interface LegalSection {
  title: string;
  lines: string[];
}

/** A legal text (terms, privacy policy): its date, then each section. */
export function LegalDocument({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <div>
      <p>
        <em>Last updated {LEGAL_DATE}</em>
      </p>
      {sections.map((s) => (
        <section key={s.title}>
          <h3>{s.title}</h3>
          {s.lines.length === 1 ? (
            <p>{s.lines[0]}</p>
          ) : (
            <ul>
              {s.lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
