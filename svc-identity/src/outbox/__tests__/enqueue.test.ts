import { useIdentityDatabase } from '../../__tests__/test-app';
import { OutboxModel } from '../model';
import { enqueue, OperationConflictError } from '../repository';

useIdentityDatabase();

const erase = (userId: string) => ({
  operationId: 'op-1:learning',
  target: 'learning' as const,
  method: 'POST' as const,
  path: '/internal/account-data/erase',
  body: { userId, operationId: 'op-1' },
});

describe('enqueue', () => {
  it('when the same operation is enqueued twice, then it is recorded once', async () => {
    await enqueue([erase('u-1')]);
    await enqueue([erase('u-1')]);
    expect(await OutboxModel.countDocuments({ operationId: 'op-1:learning' })).toBe(1);
  });

  it('when a known id comes with another body, then it is refused and the first record is unchanged', async () => {
    await expect(enqueue([erase('u-2')])).rejects.toBeInstanceOf(OperationConflictError);
    await expect(enqueue([{ ...erase('u-1'), target: 'social' }])).rejects.toBeInstanceOf(
      OperationConflictError,
    );
    expect((await OutboxModel.findOne({ operationId: 'op-1:learning' }).lean())?.body).toEqual({
      userId: 'u-1',
      operationId: 'op-1',
    });
  });
});
