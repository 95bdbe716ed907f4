// A learner's picture, or their initial on a coloured disc; the online dot is optional.
import styled from 'styled-components';

const Wrap = styled.span<{ $size: number }>`
  position: relative;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  img,
  .initial {
    width: 100%;
    height: 100%;
    border-radius: 50%;
    object-fit: cover;
  }
  .initial {
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 800;
    font-size: ${({ $size }) => Math.round($size / 2.4)}px;
  }
`;

// Colour is not the only signal: the dot carries a text label for assistive technology and a title.
const Dot = styled.span<{ $online: boolean }>`
  position: absolute;
  right: 0;
  bottom: 0;
  width: 30%;
  height: 30%;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.border)};
`;

/** Avatar with an optional online indicator. */
export function Avatar(props: {
  username: string;
  avatarUrl: string | null;
  size?: number;
  online?: boolean;
}) {
  const { username, avatarUrl, size = 44, online } = props;
  return (
    <Wrap $size={size}>
      {avatarUrl ? (
        <img src={avatarUrl} alt="" />
      ) : (
        <span className="initial" aria-hidden="true">
          {username.slice(0, 1).toUpperCase()}
        </span>
      )}
      {online !== undefined && (
        <Dot
          $online={online}
          role="img"
          aria-label={online ? 'Online' : 'Offline'}
          title={online ? 'Online' : 'Offline'}
        />
      )}
    </Wrap>
  );
}
