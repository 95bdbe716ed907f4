// Create a Kitchen Crew: name, banner emoji and 1 to 3 friends (spec §3, §5, §8), checked with the
// same rules the server applies (crewDraftError) before anything is sent.
import { useState } from 'react';
import { CREW, CREW_MESSAGES, crewDraftError } from '@fff/domain/social';
import { useCallFeedback, useGetCurrentUserQuery } from '@fff/platform';
import { Button, Dialog, LoadingText } from '@fff/ui';
import styled from 'styled-components';
import { useCreateCrewMutation, useGetLeagueFriendsQuery } from '../api/league-api';
import { Buttons } from './league-styles';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 700;
  }
  input[type='text'] {
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  legend {
    font-weight: 700;
    margin-bottom: 4px;
  }
  fieldset label {
    flex-direction: row;
    align-items: center;
    font-weight: 400;
    overflow-wrap: anywhere;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

/** The dialog; its form starts empty each time it opens. */
export function CreateCrewDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Dialog
      open
      onClose={onClose}
      title="Create a Kitchen Crew"
      description={`Invite 1 to ${CREW.maxInvites} friends. Your crew's weekly score is the sum of its members'.`}
    >
      <CrewForm onClose={onClose} />
    </Dialog>
  );
}

function CrewForm({ onClose }: { onClose: () => void }) {
  const { run } = useCallFeedback();
  const { data: me } = useGetCurrentUserQuery();
  const friends = useGetLeagueFriendsQuery();
  const [create, { isLoading }] = useCreateCrewMutation();
  const [name, setName] = useState('');
  const [banner, setBanner] = useState('');
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (id: string) =>
    setMemberIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const submit = async () => {
    const draft = { name, banner, memberIds };
    const error = crewDraftError(draft, me?.id ?? '');
    setProblem(error);
    if (error) return;
    // On a failure the dialog stays open with what was typed.
    const created = await run(() => create(draft).unwrap(), {
      done: CREW_MESSAGES.created,
      failed: CREW_MESSAGES.createFailed,
      failedDetail: CREW_MESSAGES.createFailedDetail,
    });
    if (created) onClose();
  };
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      noValidate
    >
      <label>
        Crew name
        <input type="text" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      </label>
      <label>
        Banner emoji (up to {CREW.bannerMaxChars})
        <input
          type="text"
          value={banner}
          onChange={(e) => setBanner(e.target.value)}
          autoComplete="off"
          placeholder="🔥"
        />
      </label>
      <fieldset>
        <legend>Friends to invite</legend>
        {friends.isLoading && <LoadingText text="Loading your friends..." />}
        {friends.data?.length === 0 && <p>Add friends first: only friends can join your crew.</p>}
        {friends.data?.map(({ friend }) => (
          <label key={friend.id}>
            <input
              type="checkbox"
              checked={memberIds.includes(friend.id)}
              onChange={() => toggle(friend.id)}
            />{' '}
            {friend.username}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">{problem && <Problem role="alert">{problem}</Problem>}</div>
      <Buttons>
        <Button $variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Creating...' : 'Create Crew'}
        </Button>
      </Buttons>
    </Form>
  );
}
