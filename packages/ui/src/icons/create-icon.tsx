// One product icon: an SVG from Lucide (see README.md here for the set and its licence) that either
// names itself (role="img" + aria-label, its default name or `label`) or, when text next to it
// already says the same, is marked `decorative` and hidden from assistive technology. Every icon
// must make that choice: there is no unnamed, un-hidden icon.
import type { ComponentType, SVGProps } from 'react';

/** Props of every product icon. */
export type IconProps = {
  /** Pixel size (width and height); 1.25em of the surrounding text when absent. */
  size?: number | string;
  className?: string;
  strokeWidth?: number;
} & ({ decorative: true; label?: never } | { decorative?: false; label?: string });

/** A product icon component; `iconName` is its default accessible name. */
export type IconComponent = ComponentType<IconProps> & { iconName: string };

type SvgIcon = ComponentType<
  SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string }
>;

/** Wraps an icon of the set with its default accessible name. */
export function createIcon(Svg: SvgIcon, iconName: string): IconComponent {
  function ProductIcon({ size = '1.25em', className, strokeWidth = 2, ...naming }: IconProps) {
    const a11y = naming.decorative
      ? { 'aria-hidden': true as const, focusable: 'false' as const }
      : { role: 'img', 'aria-label': naming.label ?? iconName };
    return <Svg size={size} strokeWidth={strokeWidth} className={className} data-icon={iconName} {...a11y} />;
  }
  ProductIcon.displayName = `${iconName.replace(/\W/g, '')}Icon`;
  return Object.assign(ProductIcon, { iconName });
}
