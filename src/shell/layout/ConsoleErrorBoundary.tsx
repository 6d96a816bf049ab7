import { Component, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { appErrorOf, type ErrorScreenState } from '../../pages/errors/appError';
import { SectionUnavailablePage } from '../../pages/errors/statusPages';
import { SectionUnavailableError } from '../global/lazyWithReport';
import { SHELL_PATHS } from '../routes/shellPaths';

interface ConsoleErrorBoundaryProps {
  /** The page shown; a new page gets a fresh start. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page that fails to render leads to the error screen with what went wrong (spec 2.10, 8); one
 * whose code could not be fetched says so in its place.
 */
export class ConsoleErrorBoundary extends Component<ConsoleErrorBoundaryProps, { error: unknown; resetKey: string }> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: ConsoleErrorBoundaryProps, state: { error: unknown; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    if (this.state.error instanceof SectionUnavailableError) return <SectionUnavailablePage />;
    const state: ErrorScreenState = { error: appErrorOf(this.state.error) ?? { text: null } };
    return <Navigate to={SHELL_PATHS.error} state={state} replace />;
  }
}
