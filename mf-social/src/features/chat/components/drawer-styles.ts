// Pieces of the chat drawer: backdrop, right-side panel and header (the floating button is the shell's).
import styled, { keyframes } from 'styled-components';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  background: ${({ theme }) => theme.colors.overlay};
`;

export const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 901;
  width: min(380px, 92vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
  animation: ${slideIn} 200ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  .body {
    flex: 1;
    overflow-y: auto;
    padding: 12px 16px 84px;
  }
`;

export const Header = styled.div`
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  padding: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.1rem;
    text-align: center;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
