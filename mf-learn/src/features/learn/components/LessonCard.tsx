// One lesson of the path: number, title, description, learning outcome and its status.
import type { LessonCard as LessonCardData } from '@fff/contracts';
import { Badge, CompleteIcon, LockedIcon, StartIcon } from '@fff/ui';
import styled from 'styled-components';
import { Card, CardBody, CardFooter, Emblem, TitleButton } from './card-styles';

const STATUS = {
  complete: { text: 'Complete', Icon: CompleteIcon, tone: 'primary' },
  start: { text: 'Start', Icon: StartIcon, tone: 'accent' },
  locked: { text: 'Locked', Icon: LockedIcon, tone: 'muted' },
} as const;

const Outcome = styled.p`
  && {
    font-style: italic;
  }
`;

/** A lesson card; locked lessons cannot be started. */
export function LessonCard({
  lesson,
  number,
  onStart,
}: {
  lesson: LessonCardData;
  number: number;
  onStart: (id: string) => void;
}) {
  const status = STATUS[lesson.status];
  const locked = lesson.status === 'locked';
  const statusId = `lesson-${lesson.id}-status`;
  return (
    <Card $locked={locked} data-testid={`lesson-card-${number}`}>
      <Emblem aria-hidden="true">
        {lesson.status === 'complete' ? <CompleteIcon decorative /> : number}
      </Emblem>
      <CardBody>
        <h2>
          <TitleButton
            aria-describedby={statusId}
            aria-disabled={locked ? 'true' : undefined}
            onClick={() => !locked && onStart(lesson.id)}
          >
            <span className="visually-hidden">Lesson {number}: </span>
            {lesson.title}
          </TitleButton>
        </h2>
        <p>{lesson.description}</p>
        <Outcome>{lesson.learningOutcome}</Outcome>
        <CardFooter id={statusId}>
          <span>Lesson {number}</span>
          <Badge $tone={status.tone}>
            <status.Icon decorative size="1em" /> {status.text}
          </Badge>
        </CardFooter>
      </CardBody>
    </Card>
  );
}
