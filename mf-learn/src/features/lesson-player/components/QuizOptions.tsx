// Answer options as a radio group: arrow keys, Home and End move focus, Enter or Space answers.
// After an answer the group locks; right and wrong are marked with icon and text, not colour alone.
// A picture question shows its options as pictures in two columns; each is named by its text.
import { useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { AnswerResult, PublicQuizOption } from '@fff/contracts';
import { Picture } from '../pictures/Picture';

type Mark = 'correct' | 'incorrect' | 'none';

const Group = styled.div<{ $pictures: boolean }>`
  display: ${({ $pictures }) => ($pictures ? 'grid' : 'flex')};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  flex-direction: column;
  gap: 10px;
  margin: 16px 0;
`;

const Option = styled.button<{ $mark: Mark }>`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 48px;
  padding: 10px 14px;
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme, $mark }) => ($mark === 'none' ? theme.colors.surface : theme.colors.surfaceAlt)};
  border: 2px solid
    ${({ theme, $mark }) => ($mark === 'correct' ? theme.colors.success : $mark === 'incorrect' ? theme.colors.danger : theme.colors.border)};
  border-style: ${({ $mark }) => ($mark === 'incorrect' ? 'dashed' : 'solid')};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &[aria-disabled='true'] {
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &[data-picture='true'] {
    flex-direction: column;
    align-items: stretch;
    padding: 6px;
    position: relative;
  }
  &[data-picture='true'] svg {
    margin: 0;
  }
  .letter {
    font-weight: 800;
    min-width: 1.5em;
  }
  .text {
    flex: 1;
  }
  .mark {
    font-weight: 800;
    white-space: nowrap;
    color: ${({ theme, $mark }) => ($mark === 'correct' ? theme.colors.success : theme.colors.danger)};
  }
`;

/** Props of QuizOptions. */
export interface QuizOptionsProps {
  labelledBy: string;
  /** In the order the server chose for this attempt; the letters follow that order. */
  options: PublicQuizOption[];
  result?: AnswerResult;
  disabled: boolean;
  onAnswer: (optionId: string) => void;
}

/** One question's options. */
export function QuizOptions({ labelledBy, options, result, disabled, onAnswer }: QuizOptionsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const [focusIndex, setFocusIndex] = useState(() =>
    Math.max(
      0,
      options.findIndex((o) => o.id === result?.optionId),
    ),
  );
  const locked = Boolean(result) || disabled;

  const move = (to: number) => {
    const next = (to + options.length) % options.length;
    setFocusIndex(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const keys: Record<string, number> = {
      ArrowDown: i + 1,
      ArrowRight: i + 1,
      ArrowUp: i - 1,
      ArrowLeft: i - 1,
      Home: 0,
      End: options.length - 1,
    };
    if (e.key in keys) {
      e.preventDefault();
      move(keys[e.key]);
    }
  };
  const markOf = (id: string): Mark => {
    if (!result) return 'none';
    if (id === result.correctOptionId) return 'correct';
    return id === result.optionId ? 'incorrect' : 'none';
  };

  return (
    <Group
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-disabled={locked || undefined}
      $pictures={options.some((o) => o.picture)}
    >
      {options.map((option, i) => {
        const mark = markOf(option.id);
        return (
          <Option
            key={option.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            role="radio"
            aria-checked={result?.optionId === option.id}
            aria-disabled={locked || undefined}
            tabIndex={i === focusIndex ? 0 : -1}
            $mark={mark}
            onKeyDown={(e) => onKeyDown(e, i)}
            onFocus={() => setFocusIndex(i)}
            onClick={() => !locked && onAnswer(option.id)}
            data-picture={Boolean(option.picture)}
            // A picture option is named by its text, the picture's text alternative.
            aria-label={option.picture ? option.text : undefined}
          >
            <span className="letter" aria-hidden="true">
              {String.fromCharCode(65 + i)}.
            </span>
            {option.picture ? <Picture id={option.picture} /> : <span className="text">{option.text}</span>}
            {mark === 'correct' && (
              <span className="mark">
                <span aria-hidden="true">✓ </span>Correct
              </span>
            )}
            {mark === 'incorrect' && (
              <span className="mark">
                <span aria-hidden="true">✗ </span>Incorrect
              </span>
            )}
          </Option>
        );
      })}
    </Group>
  );
}
