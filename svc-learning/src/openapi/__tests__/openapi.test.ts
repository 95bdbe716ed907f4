import path from 'node:path';
import { describeOpenApiDescription } from '@fff/service-kit/testing';
import { testApp } from '../../__tests__/test-app';
import { learningOpenApi } from '../document';

describeOpenApiDescription('svc-learning', {
  build: () => testApp(),
  document: learningOpenApi,
  committedFile: path.resolve(__dirname, '../../../openapi.json'),
});
