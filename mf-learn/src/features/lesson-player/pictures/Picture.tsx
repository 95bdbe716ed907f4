// One lesson picture by id. With a label it is an image with that text alternative; without one it
// is decoration (an option button names it instead).
import type { PictureId } from '@fff/contracts';
import type { ReactElement } from 'react';
import { eggPictures } from './egg-pictures';
import { fermentPictures } from './ferment-pictures';
import { kitchenPictures } from './kitchen-pictures';
import { knifePictures } from './knife-pictures';
import { PictureFrame } from './picture-frame';
import { saucePictures } from './sauce-pictures';
import { temperaturePictures } from './temperature-pictures';

/** Every picture a lesson may name, drawn here (no fetched images). */
export const PICTURES: Record<PictureId, { viewBox: string; draw: () => ReactElement }> = {
  ...knifePictures,
  ...temperaturePictures,
  ...kitchenPictures,
  ...saucePictures,
  ...fermentPictures,
  ...eggPictures,
};

/** Props of Picture. */
export interface PictureProps {
  id: PictureId;
  /** The text alternative; omit only when something else (an option's name) says what it shows. */
  label?: string;
}

/** A lesson picture: scales to its column, coloured from the theme. */
export function Picture({ id, label }: PictureProps) {
  const { viewBox, draw } = PICTURES[id];
  return (
    <PictureFrame
      viewBox={viewBox}
      xmlns="http://www.w3.org/2000/svg"
      data-picture={id}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      {draw()}
    </PictureFrame>
  );
}
