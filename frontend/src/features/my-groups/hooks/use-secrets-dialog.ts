import type { SecretFindingDto } from '@api';
import { useCallback, useRef, useState } from 'react';
import type { SecretsChoice } from '../lib/secret-findings';

/** The findings shown by the secrets dialog, and the choice it resolves to. */
export interface SecretsDialogState {
  findings: SecretFindingDto[] | null;
  choose: (choice: SecretsChoice) => void;
}

/** Asks the member what to do with code the server found credentials in: `ask(findings)` resolves to their choice. */
export function useSecretsDialog() {
  const [findings, setFindings] = useState<SecretFindingDto[] | null>(null);
  const pending = useRef<((choice: SecretsChoice) => void) | null>(null);

  const ask = useCallback(
    (found: SecretFindingDto[]) =>
      new Promise<SecretsChoice>((resolve) => {
        pending.current?.('edit');
        pending.current = resolve;
        setFindings(found);
      }),
    [],
  );
  const choose = useCallback((choice: SecretsChoice) => {
    pending.current?.(choice);
    pending.current = null;
    setFindings(null);
  }, []);

  return { ask, dialog: { findings, choose } satisfies SecretsDialogState };
}
