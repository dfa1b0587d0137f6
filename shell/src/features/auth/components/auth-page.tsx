import { useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import {
  AUTH_MESSAGES,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  PRODUCT_NAME,
  paths,
  toast,
  useAuth,
  Link,
  useNavigate,
} from '@app/shared';
import { accountActions, type AccountActions } from '../../account/api/account-actions';
import { AuthForm } from './auth-form';
import { ForgotPasswordForm } from './forgot-password-form';

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export function AuthPage({
  actions = accountActions,
}: {
  actions?: Pick<AccountActions, 'requestPasswordReset' | 'resendSignupConfirmation'>;
}) {
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const [forgot, setForgot] = useState(false);
  const forgotLink = useRef<HTMLButtonElement>(null);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-teal-50 to-background px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <Link to={paths.home.getHref()} className="mx-auto text-2xl font-bold text-primary">
            {PRODUCT_NAME}
          </Link>
          <h1 className="text-2xl font-semibold">Welcome</h1>
          <CardDescription>Sign in or create an account to join the future of health diagnostics.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs.Root defaultValue="sign-in">
            <Tabs.List aria-label="Sign in or sign up" className="mb-6 flex gap-1 rounded-lg bg-secondary p-1">
              <Tabs.Trigger value="sign-in" className={tabClass}>
                Sign In
              </Tabs.Trigger>
              <Tabs.Trigger value="sign-up" className={tabClass}>
                Sign Up
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in">
              {forgot ? (
                <ForgotPasswordForm
                  focusOnOpen
                  onRequest={actions.requestPasswordReset}
                  onBack={() => {
                    setForgot(false);
                    // Back where the reader left: on the link that opened the form.
                    requestAnimationFrame(() => forgotLink.current?.focus());
                  }}
                />
              ) : (
                <>
                  <AuthForm
                    mode="sign-in"
                    onSubmit={signIn}
                    onSuccess={() => {
                      toast({ title: AUTH_MESSAGES.welcomeBack });
                      navigate(paths.home.getHref());
                    }}
                    onResendConfirmation={actions.resendSignupConfirmation}
                  />
                  <Button ref={forgotLink} type="button" variant="link" className="mt-2 w-full" onClick={() => setForgot(true)}>
                    Forgot your password?
                  </Button>
                </>
              )}
            </Tabs.Content>
            <Tabs.Content value="sign-up">
              <AuthForm
                mode="sign-up"
                onSubmit={(email, password) => signUp(email, password, `${window.location.origin}/`)}
                onSuccess={() => toast({ title: AUTH_MESSAGES.checkEmail })}
                onResendConfirmation={actions.resendSignupConfirmation}
              />
            </Tabs.Content>
          </Tabs.Root>
          <p className="mt-6 text-center text-xs text-muted-foreground">
            For adults 18 and over. Read our{' '}
            <Link className="underline" to={paths.privacyPolicy.getHref()}>
              Privacy Policy
            </Link>{' '}
            and{' '}
            <Link className="underline" to={paths.termsOfService.getHref()}>
              Terms of Service
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
