// Reset Progress: the chosen categories are reset on the server by the services that own them
// (beyond the spec's 2-second simulation, which reset nothing). Dangerous categories are marked in
// words. Needs at least one category ('No Options Selected') and the phrase 'reset my progress',
// any case ('Confirmation Required'). One operation id per reset: a retry after a failure reuses
// it, so the server never resets twice.
import { nanoid } from '@reduxjs/toolkit';
import { useId, useState, type FormEvent } from 'react';
import {
  ACCOUNT_TOASTS,
  DANGEROUS_RESET_CATEGORIES,
  isResetConfirmation,
  RESET_CATEGORIES,
  RESET_CATEGORY_INFO,
  RESET_PROGRESS_PHRASE,
  type ResetCategory,
} from '@fff/domain/account';
import { ACCOUNT_MESSAGES } from '@fff/domain/shared';
import { toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import { Badge } from '@fff/ui';
import { AccountPage, FieldBox } from '../../../components/AccountPage';
import { ConfirmCard } from '../../../components/ConfirmCard';
import { useResetProgressMutation } from '../../../lib/account-api';

/** The page. */
export function ResetProgressView() {
  const [chosen, setChosen] = useState<ResetCategory[]>([]);
  const [phrase, setPhrase] = useState('');
  // Kept until a reset succeeds, so resending after a failure is the same operation.
  const [operationId, setOperationId] = useState(nanoid);
  const [reset, { isLoading }] = useResetProgressMutation();
  const dispatch = useAppDispatch();
  const { fail } = useCallFeedback();
  const phraseId = useId();

  const flip = (c: ResetCategory, on: boolean) =>
    setChosen((list) => (on ? [...list, c] : list.filter((x) => x !== c)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen.length === 0) {
      dispatch(
        toast({
          title: ACCOUNT_TOASTS.noOptionsSelected,
          description: ACCOUNT_MESSAGES.resetNothingSelected,
          variant: 'destructive',
        }),
      );
      return;
    }
    if (!isResetConfirmation(phrase.trim())) {
      dispatch(
        toast({
          title: ACCOUNT_TOASTS.confirmationRequired,
          description: `Please type "${RESET_PROGRESS_PHRASE}" to confirm.`,
          variant: 'destructive',
        }),
      );
      return;
    }
    const result = await reset({
      categories: RESET_CATEGORIES.filter((c) => chosen.includes(c)),
      confirmation: phrase.trim(),
      operationId,
    });
    if ('error' in result) fail(result.error, { failed: ACCOUNT_TOASTS.resetFailed });
    if ('data' in result && result.data) {
      // 'Reset Started' while a service still has its part to do (the server finishes it).
      const title = result.data.completed ? 'Progress Reset' : 'Reset Started';
      dispatch(toast({ title, description: result.data.message, variant: 'success' }));
      setChosen([]);
      setPhrase('');
      setOperationId(nanoid());
    }
  };

  return (
    <AccountPage title="Reset Progress" subtitle="Start parts of your journey again">
      <ConfirmCard
        legend="What to reset"
        options={RESET_CATEGORIES.map((c) => ({
          id: c,
          label: RESET_CATEGORY_INFO[c].label,
          hint: RESET_CATEGORY_INFO[c].description,
          badge: DANGEROUS_RESET_CATEGORIES.has(c) ? <Badge $tone="danger">Dangerous</Badge> : null,
        }))}
        isChosen={(c) => chosen.includes(c)}
        onToggle={flip}
        busy={isLoading}
        action={{ label: 'Reset Selected', busyLabel: 'Resetting...', variant: 'danger' }}
        form={{ label: 'Reset progress', onSubmit: submit }}
      >
        <p>This cannot be undone. Make a backup or export your data first if you may want it later.</p>
        <FieldBox>
          <label htmlFor={phraseId}>Type &quot;{RESET_PROGRESS_PHRASE}&quot; to confirm</label>
          <input
            id={phraseId}
            value={phrase}
            autoComplete="off"
            disabled={isLoading}
            onChange={(e) => setPhrase(e.target.value)}
          />
        </FieldBox>
      </ConfirmCard>
    </AccountPage>
  );
}
