import { Input, Label } from '@app/shared';

export interface NewPasswordFieldsProps {
  idPrefix: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  show: boolean;
  onShowChange: (value: boolean) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
}

/** New password, its confirmation and 'Show passwords' (docs/product.md#account). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { idPrefix, password, confirm, show, disabled, invalid, describedBy } = props;
  const type = show ? 'text' : 'password';
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-new`}>New password</Label>
        <Input
          id={`${idPrefix}-new`}
          name="new-password"
          type={type}
          autoComplete="new-password"
          value={password}
          onChange={(e) => props.onPasswordChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          minLength={6}
          required
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${idPrefix}-confirm`}>Confirm new password</Label>
        <Input
          id={`${idPrefix}-confirm`}
          name="confirm-password"
          type={type}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => props.onConfirmChange(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          required
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={`${idPrefix}-show`}
          type="checkbox"
          className="size-4 rounded border-border accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          checked={show}
          onChange={(e) => props.onShowChange(e.target.checked)}
        />
        <Label htmlFor={`${idPrefix}-show`} className="font-normal">
          Show passwords
        </Label>
      </div>
    </>
  );
}
