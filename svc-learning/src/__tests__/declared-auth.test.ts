import { docsOf } from '@fff/service-kit';
import { describeDeclaredAuth } from '@fff/service-kit/testing';
import { routes } from '../routes';
import { useLearningTestApp } from './use-test-app';

// Every route of svc-learning's one routes array answers as its `auth` declares (generated).
const { app } = useLearningTestApp();

describeDeclaredAuth('svc-learning', { build: () => app, routes: () => docsOf(routes) });
