// The power controls a server offers in its present state: Start when it is
// stopped, Stop and Reboot when it runs, the root-password reset either way.
// While a power change is under way (booting, stopping) it is only said; a
// suspended server is shown but not controlled (its service is suspended).
import { VpsHoldButton } from './hold-buttons';
import { StartButton } from './start-button';
import { isChanging } from './vps-format';

export function PowerActions({ input, hostname, status }: { input: string; hostname: string; status: string }) {
  const suspended = status === 'suspended';
  const running = status === 'running';
  if (isChanging(status))
    return (
      <p className="text-sm text-muted" role="group" aria-label={`Power controls of ${hostname}`}>
        A power change is under way; the controls come back when it has finished.
      </p>
    );
  return (
    <div className="flex flex-wrap items-start gap-2" role="group" aria-label={`Power controls of ${hostname}`}>
      {!running && <StartButton input={input} hostname={hostname} disabled={suspended} />}
      {running && <VpsHoldButton input={input} hostname={hostname} kind="reboot" />}
      {running && <VpsHoldButton input={input} hostname={hostname} kind="stop" />}
      <VpsHoldButton input={input} hostname={hostname} kind="root-password" disabled={suspended} />
    </div>
  );
}
