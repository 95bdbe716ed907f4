// Pieces of the chat drawer: floating button, backdrop, right-side panel and header.
import styled, { keyframes } from 'styled-components';

const slideIn = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;

export const Fab = styled.button`
  position: fixed;
  right: 16px;
  bottom: calc(${({ theme }) => theme.layout.bottomNavHeight} + 16px);
  z-index: 70;
  width: 56px;
  height: 56px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 1.5rem;
  box-shadow: ${({ theme }) => theme.shadow};
  cursor: pointer;
  .count {
    position: absolute;
    top: -4px;
    right: -4px;
    min-width: 20px;
    height: 20px;
    padding: 0 5px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    font-size: 0.75rem;
    font-weight: 800;
    line-height: 20px;
  }
`;

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
