// The public intake's four steps, by name. Every step moves with `replace`, so a kiosk's history
// never leads back to a previous visitor. The first step's URL is domain's (the page shells and
// the kiosk share it); the table checks it and the others against the route tree.
import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { intakeStartPath } from '../../domain/intake-path';
import type { FileRouteTypes } from '../../routeTree.gen';

type IntakeTo = Extract<FileRouteTypes['to'], `/reception/landing/AddnewClient/${string}`>;

export const intakeSteps = {
  nationalCode: intakeStartPath,
  personalData: '/reception/landing/AddnewClient/personalData',
  documents: '/reception/landing/AddnewClient/documents',
  personalDoc: '/reception/landing/AddnewClient/personalDoc',
} as const satisfies Record<string, IntakeTo>;

export type IntakeStep = keyof typeof intakeSteps;

/** Go to an intake step, or to the landing page ('home'), replacing the current entry. */
export function useIntakeNavigate(): (step: IntakeStep | 'home') => void {
  const navigate = useNavigate();
  return useCallback((step) => void navigate({ to: step === 'home' ? '/' : intakeSteps[step], replace: true }), [navigate]);
}
