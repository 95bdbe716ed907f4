import path from 'node:path';
import { describeOpenApiDescription } from '@fff/service-kit/testing';
import { testApp } from '../../__tests__/test-app';
import { socialOpenApi } from '../document';

describeOpenApiDescription('svc-social', {
  build: () => testApp(),
  document: socialOpenApi,
  committedFile: path.resolve(__dirname, '../../../openapi.json'),
});
