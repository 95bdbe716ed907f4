// Dr. Gut, drawn for the product (spec part 1 §1: science and nutrition): a smiling stomach in a lab
// coat with round glasses. An image with its text alternative from @fff/domain DR_GUT, drawn in
// currentColor and the theme's colours so it follows light, dark and the Kitchen Themes.
import styled from 'styled-components';
import { DR_GUT } from '@fff/domain/shared';

const Figure = styled.figure`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 8px 0;
  svg {
    flex: none;
    width: 56px;
    height: 56px;
  }
  figcaption {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Dr. Gut with the line saying what he presents (`caption`). */
export function DrGut({ caption }: { caption: string }) {
  return (
    <Figure data-testid="dr-gut">
      <svg viewBox="0 0 64 64" role="img" aria-label={DR_GUT.alt}>
        {/* Lab coat */}
        <path d="M14 60c0-12 6-20 18-20s18 8 18 20z" fill="#fff" stroke="currentColor" strokeWidth="2" />
        <path d="M32 40v20" stroke="currentColor" strokeWidth="2" />
        {/* The stomach: a bean with its little tube on top */}
        <path
          d="M26 6c0 6 2 8 6 9 8 2 14 7 14 15 0 9-7 14-15 14-9 0-15-5-15-12 0-6 4-8 8-9 3-1 3-4 2-8z"
          fill="#f4a6a6"
          stroke="currentColor"
          strokeWidth="2"
        />
        {/* Round glasses */}
        <circle cx="26" cy="28" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="36" cy="28" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M30 28h2" stroke="currentColor" strokeWidth="1.8" />
        {/* Smile */}
        <path
          d="M26 36c3 3 8 3 11 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        {/* Stethoscope */}
        <path d="M22 44c0 6 4 8 10 8s10-2 10-8" fill="none" stroke="#4b5563" strokeWidth="1.8" />
        <circle cx="32" cy="53" r="2" fill="#4b5563" />
      </svg>
      <figcaption>{caption}</figcaption>
    </Figure>
  );
}
