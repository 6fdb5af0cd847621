// A database password with a generator. A generated password is shown once,
// in full, with a Copy button, while the form is open: the server keeps only
// its hash, so after saving nobody can read it back. Typing over it hides it.
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DatabasePassword } from '@contract/databases-shared';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { generatePassword } from '@/lib/password-generator';

interface PasswordFieldProps {
  label?: string;
  registration: UseFormRegisterReturn;
  value: string;
  error?: { message?: string };
  /** Puts a generated password into the form (setValue, marked dirty and checked). */
  onGenerated: (password: string) => void;
  disabled?: boolean;
}

export function PasswordField({
  label = 'Password',
  registration,
  value,
  error,
  onGenerated,
  disabled,
}: PasswordFieldProps) {
  const [generated, setGenerated] = useState<string | null>(null);
  const showing = generated !== null && generated === value;
  const generate = () => {
    const password = generatePassword();
    setGenerated(password);
    onGenerated(password);
  };
  return (
    <div className="space-y-2">
      <Field label={label} schema={DatabasePassword} error={error} required>
        {(p) => (
          <div className="flex flex-wrap gap-2">
            <Input
              {...p}
              type="password"
              autoComplete="new-password"
              className="min-w-0 flex-1 basis-56"
              disabled={disabled}
              {...registration}
            />
            <Button onClick={generate} disabled={disabled}>
              Generate a password
            </Button>
          </div>
        )}
      </Field>
      {showing && (
        <div
          className="space-y-1 rounded-md border border-line bg-surface-2 p-3 text-sm"
          data-testid="generated-password"
        >
          <p className="flex flex-wrap items-center gap-2">
            <span>Generated:</span>
            <code className="break-all font-mono">{generated}</code>
            <CopyButton value={generated} what="the generated password" />
          </p>
          <p className="text-muted">
            Shown only now: copy it to your application's configuration. Once saved it cannot be read back, only
            changed.
          </p>
        </div>
      )}
    </div>
  );
}
