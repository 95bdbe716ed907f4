// Non-quiz steps: intro, tools, a section (with its picture, if any), a zone, and the completion message.
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { DR_GUT } from '@fff/domain/shared';
import type { Track } from '@fff/contracts';
import { ChefIcon } from '@fff/ui';
import { DrGut } from '../../../components/DrGut';
import { Picture } from '../pictures/Picture';
import type { Step } from '../steps';

const Note = styled.aside`
  margin-top: 12px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.accentSoft};
`;

const Character = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

function ChefNote({ text }: { text?: string }) {
  return text ? (
    <Note aria-label="Chef's note">
      <strong>
        <ChefIcon decorative /> Chef's note:
      </strong>{' '}
      {text}
    </Note>
  ) : null;
}

function List({ title, items, ordered }: { title: string; items?: string[]; ordered?: boolean }) {
  if (!items?.length) return null;
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <>
      <h3>{title}</h3>
      <Tag>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </Tag>
    </>
  );
}

/** Renders one content step; `headingRef` receives focus when the step changes. */
export function StepContent({
  step,
  title,
  headingRef,
  presenter,
}: {
  step: Exclude<Step, { kind: 'quiz' }>;
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The mascot of the lesson's track (Dr. Gut presents the science and nutrition lessons). */
  presenter?: Track['mascot'];
}) {
  const heading = (text: ReactNode) => (
    <h2 ref={headingRef} tabIndex={-1}>
      {text}
    </h2>
  );
  switch (step.kind) {
    case 'intro':
      return (
        <>
          {heading(title)}
          {presenter === 'dr-gut' && <DrGut caption={DR_GUT.presentsLesson} />}
          <Character>{step.intro.character}</Character>
          <p>
            <strong>{step.intro.greeting}</strong>
          </p>
          <p>{step.intro.description}</p>
        </>
      );
    case 'tools':
      return (
        <>
          {heading('Tools of the trade')}
          {step.tools.map((tool) => (
            <section key={tool.name}>
              <h3>{tool.name}</h3>
              <p>{tool.description}</p>
              <ChefNote text={tool.chef_note} />
            </section>
          ))}
        </>
      );
    case 'section':
      return (
        <>
          {heading(step.section.name)}
          <p>{step.section.description}</p>
          {step.section.picture && <Picture id={step.section.picture.id} label={step.section.picture.alt} />}
          {step.section.color_guide && (
            <p>
              <strong>Colour guide:</strong> {step.section.color_guide}
            </p>
          )}
          <List title="What you need" items={step.section.materials} />
          <List title="Steps" items={step.section.steps} ordered />
          <List title="Watch out for" items={step.section.problems} />
          <List title="Key points" items={step.section.key_points} />
          <ChefNote text={step.section.chef_note} />
        </>
      );
    case 'zone':
      return (
        <>
          {heading(step.zone.name)}
          <p>{step.zone.description}</p>
          <List title="Key points" items={step.zone.key_points} />
          <ChefNote text={step.zone.chef_note} />
        </>
      );
    case 'completion':
      return (
        <>
          {heading('Ready to finish?')}
          <p>{step.completion?.message ?? 'You made it to the end of this lesson.'}</p>
          {step.completion?.character_action && <Character>{step.completion.character_action}</Character>}
        </>
      );
  }
}
