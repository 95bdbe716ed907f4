// The frame every lesson picture is drawn in: it scales with the column (a phone's width included)
// and colours the drawing's parts from the theme by class, so the same SVG reads in light and dark.
import styled from 'styled-components';

/**
 * Food and tool colours are the things' own (a carrot is orange in any theme); the outline in the
 * theme's text colour keeps each readable on a light or a dark background.
 */
const MATERIALS = {
  veg: '#e8893a',
  meat: '#c8735a',
  bone: '#f3ead8',
  steel: '#b9c2cc',
  sauce: '#f1e4c4',
  fat: '#f5cf3a',
  cold: '#3b82c4',
  /** The grey-green of iron sulfide on an overcooked yolk. */
  sulfide: '#7d8250',
};

export const PictureFrame = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-width: 480px;
  margin: 12px auto;
  font-family: ${({ theme }) => theme.font.body};
  .ink {
    fill: ${({ theme }) => theme.colors.text};
  }
  .line {
    fill: none;
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .muted {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
  .paper {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.text};
    stroke-width: 2;
  }
  .soft {
    fill: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .accent {
    fill: ${({ theme }) => theme.colors.accent};
  }
  .good {
    fill: ${({ theme }) => theme.colors.success};
  }
  .bad {
    fill: ${({ theme }) => theme.colors.danger};
  }
  ${({ theme }) =>
    Object.entries(MATERIALS)
      .map(([name, fill]) => `.${name} { fill: ${fill}; stroke: ${theme.colors.text}; stroke-width: 1.5; }`)
      .join('\n')}
  text {
    font-size: 14px;
  }
  .small {
    font-size: 12px;
  }
  .bold {
    font-weight: 700;
  }
`;
