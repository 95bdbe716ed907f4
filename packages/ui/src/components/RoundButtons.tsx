// Round buttons of the product's chrome: an icon button named by its label (close, back…) and the
// mascot's button (Chef Chilli in his Mascot Outfit, in the top bar and in the chat drawer).
import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import type { IconComponent } from '../icons/create-icon';
import { MascotIcon } from '../icons/icons';
import { MascotOutfitLayer, useMascotOutfit } from '../icons/MascotOutfit';

const Round = styled.button<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border-radius: 50%;
  font: inherit;
  cursor: pointer;
`;

const Plain = styled(Round)`
  border: 0;
  background: transparent;
  color: inherit;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  svg {
    width: 1.4em;
    height: 1.4em;
  }
`;

const Ringed = styled(Round)`
  position: relative;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 60%;
    height: 60%;
  }
`;

type RoundProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** Width and height in px (44 by default: the smallest touch target). */
  size?: number;
};

/** A round button showing `icon`, named by `label`. */
export function IconButton({
  icon: Icon,
  label,
  size = 44,
  ...rest
}: RoundProps & { icon: IconComponent; label: string }) {
  return (
    <Plain type="button" aria-label={label} $size={size} {...rest}>
      <Icon decorative />
    </Plain>
  );
}

/** Chef Chilli's round button, in the Mascot Outfit he wears; name it with `aria-label`. */
export function MascotButton({ size = 44, ...rest }: RoundProps) {
  const outfit = useMascotOutfit();
  return (
    <Ringed type="button" $size={size} {...rest}>
      <MascotIcon decorative />
      <MascotOutfitLayer outfit={outfit} />
    </Ringed>
  );
}
