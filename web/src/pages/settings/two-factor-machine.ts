import type { TwoFactorSetup } from "./settings-api";

/*
 * Two-factor setup: idle (disabled, 'Enable') -> generated (QR and secret) -> recovery
 * (codes) -> verify (6-digit code) -> enabled; Back steps between generated, recovery and verify;
 * Cancel returns to idle. When enabled, 'Disable' opens a form; confirming returns to idle.
 */
const SETUP_STAGES = ["generated", "recovery", "verify"] as const;
export type SetupStage = (typeof SETUP_STAGES)[number];

export type TwoFactorState =
  | { stage: "idle" }
  | { stage: SetupStage; setup: TwoFactorSetup }
  | { stage: "enabled" }
  | { stage: "disabling" };

export type TwoFactorAction =
  | { type: "generated"; setup: TwoFactorSetup }
  | { type: "next" }
  | { type: "back" }
  | { type: "cancel" }
  | { type: "enabled" }
  | { type: "openDisable" }
  | { type: "disabled" };

export const initialTwoFactorState = (enabled: boolean): TwoFactorState => ({ stage: enabled ? "enabled" : "idle" });

function isSetupStage(state: TwoFactorState): state is { stage: SetupStage; setup: TwoFactorSetup } {
  return (SETUP_STAGES as readonly string[]).includes(state.stage);
}

/** Moves `offset` steps along the setup stages, staying within them. */
function step(state: TwoFactorState, offset: 1 | -1): TwoFactorState {
  if (!isSetupStage(state)) return state;
  const stage = SETUP_STAGES[SETUP_STAGES.indexOf(state.stage) + offset];
  return stage ? { stage, setup: state.setup } : state;
}

export function twoFactorReducer(state: TwoFactorState, action: TwoFactorAction): TwoFactorState {
  switch (action.type) {
    case "generated":
      return state.stage === "idle" ? { stage: "generated", setup: action.setup } : state;
    case "next":
      return step(state, 1);
    case "back":
      return step(state, -1);
    case "cancel":
      if (isSetupStage(state)) return { stage: "idle" };
      return state.stage === "disabling" ? { stage: "enabled" } : state;
    case "enabled":
      return state.stage === "verify" ? { stage: "enabled" } : state;
    case "openDisable":
      return state.stage === "enabled" ? { stage: "disabling" } : state;
    case "disabled":
      return state.stage === "disabling" ? { stage: "idle" } : state;
  }
}
