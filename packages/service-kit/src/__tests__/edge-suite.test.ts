import { authOf, createApp, createLogger, devInternalToken, internalGate, requireAuth } from '../index';
import { describeEdgeRobustness, makeTestKeys } from '../testing';

// The kit's own app answers the shared edge suite the services run, with nothing but kit parts.
describeEdgeRobustness('createApp', {
  build: () => {
    const keys = makeTestKeys();
    const app = createApp({
      name: 'kit-edge-test',
      logger: createLogger('kit-edge-test', 'silent'),
      health: { ready: async () => false },
      bodyLimit: '1kb',
      configure(a) {
        a.post('/api/items', (req, res) => {
          res.status(201).json(req.body);
        });
        a.get('/api/me', requireAuth(keys.publicKey), (_req, res) => {
          res.json(authOf(res));
        });
        const gate = internalGate({
          identity: devInternalToken('identity'),
          learning: devInternalToken('learning'),
          social: devInternalToken('social'),
          renderer: devInternalToken('renderer'),
        });
        a.use('/internal', gate.anyCaller);
      },
    });
    return { app, keys };
  },
  jsonPath: '/api/items',
  authPath: '/api/me',
});
