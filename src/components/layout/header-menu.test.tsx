import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { HeaderMenu } from './header-menu';

const more = () => screen.getByRole('button', { name: 'More: theme and log out' });

describe('HeaderMenu', () => {
  it('holds who is logged in, the theme and log out behind one button, and closes on Escape or a click elsewhere', () => {
    const onLogout = vi.fn();
    render(
      <div>
        <p>outside</p>
        <HeaderMenu
          userName="Alex Lindqvist"
          theme={<button type="button">Theme: light. Switch to dark</button>}
          onLogout={onLogout}
          loggingOut={false}
        />
      </div>,
    );
    expect(more().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();

    fireEvent.click(more());
    expect(more().getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(more().getAttribute('aria-controls')!)).not.toBeNull();
    expect(screen.getByText(/Logged in as/).textContent).toBe('Logged in as Alex Lindqvist');
    expect(screen.getByRole('button', { name: 'Theme: light. Switch to dark' })).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();

    // Escape closes it and gives the focus back to its button
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    expect(document.activeElement).toBe(more());

    // a click elsewhere closes it too
    fireEvent.click(more());
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('shows the logout under way', () => {
    render(<HeaderMenu userName="Alex" theme={null} onLogout={() => undefined} loggingOut />);
    fireEvent.click(more());
    const logout = screen.getByRole('button', { name: 'Log out' });
    expect(logout.getAttribute('aria-busy')).toBe('true');
    expect((logout as HTMLButtonElement).disabled).toBe(true);
  });
});
