// Shared by the picture tests: a solid-colour image of any size and the upload call of the app.
import type { Express } from 'express';
import sharp from 'sharp';
import request from 'supertest';

/** A solid-colour image; choose the format with .png(), .jpeg(), … then .toBuffer(). */
export const solidPicture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e4572e' } });

/** An uploader of profile pictures to `app`: POST /api/user/profile-picture, field profilePicture. */
export const pictureUploader =
  (app: Express) => (token: string, data: Buffer, filename: string, contentType: string) =>
    request(app)
      .post('/api/user/profile-picture')
      .set('authorization', `Bearer ${token}`)
      .attach('profilePicture', data, { filename, contentType });
