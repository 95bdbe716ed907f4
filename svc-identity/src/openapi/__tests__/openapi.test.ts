import path from 'node:path';
import { describeOpenApiDescription } from '@fff/service-kit/testing';
import { testApp } from '../../__tests__/test-app';
import { identityOpenApi } from '../document';

describeOpenApiDescription('svc-identity', {
  build: () => testApp(),
  document: identityOpenApi,
  committedFile: path.resolve(__dirname, '../../../openapi.json'),
});
