// FAQ accordion (spec part 2 §2): categories with their question counts, the first open by
// default, one category and one question open at a time. Disclosure buttons with aria-expanded.
import { useState } from 'react';
import styled from 'styled-components';
import { FAQ_CATEGORIES } from '@fff/domain/help';
import { Badge } from '@fff/ui';

const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  & + & {
    margin-top: 10px;
  }
  h3 {
    margin: 0;
  }
`;

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  padding: 10px 14px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  span.chevron {
    margin-left: auto;
    transition: transform 150ms;
  }
  &[aria-expanded='true'] span.chevron {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: reduce) {
    span.chevron {
      transition: none;
    }
  }
`;

const Question = styled(Toggle)`
  font-weight: 600;
  min-height: 44px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Answer = styled.p`
  margin: 0;
  padding: 0 14px 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The whole FAQ. */
export function FaqAccordion() {
  const [openCategory, setOpenCategory] = useState<string | null>(FAQ_CATEGORIES[0].id);
  const [openQuestion, setOpenQuestion] = useState<string | null>(null);
  return (
    <div>
      {FAQ_CATEGORIES.map((c) => {
        const open = openCategory === c.id;
        return (
          <Section key={c.id} aria-labelledby={`faq-${c.id}`}>
            <h3>
              <Toggle
                id={`faq-${c.id}`}
                aria-expanded={open}
                aria-controls={`faq-${c.id}-panel`}
                onClick={() => {
                  setOpenCategory(open ? null : c.id);
                  setOpenQuestion(null);
                }}
              >
                <span aria-hidden="true">{c.icon}</span>
                {c.title}
                <Badge $tone="muted" aria-hidden="true">
                  {c.items.length}
                </Badge>
                <span className="visually-hidden">{` (${c.items.length} questions)`}</span>
                <span className="chevron" aria-hidden="true">
                  ›
                </span>
              </Toggle>
            </h3>
            <div id={`faq-${c.id}-panel`} hidden={!open}>
              {c.items.map((item, i) => {
                const key = `${c.id}-${i}`;
                const shown = openQuestion === key;
                return (
                  <div key={key}>
                    <Question
                      aria-expanded={shown}
                      aria-controls={`faq-${key}`}
                      onClick={() => setOpenQuestion(shown ? null : key)}
                    >
                      {item.question}
                      <span className="chevron" aria-hidden="true">
                        ›
                      </span>
                    </Question>
                    <Answer id={`faq-${key}`} hidden={!shown}>
                      {item.answer}
                    </Answer>
                  </div>
                );
              })}
            </div>
          </Section>
        );
      })}
    </div>
  );
}
