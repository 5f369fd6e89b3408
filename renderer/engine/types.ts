// The config vocabulary as TypeScript types. schemas/meta/*.schema.json is the
// authority; tests/config/metaSchemaTypes.test.ts checks these types' keys against it.
// The effects' types and meta-schema are both generated from renderer/effects/kinds/.

/** A JSONata expression, evaluated against an EvalContext. */
export type Expr = string;

/** The one document every rule sees (rules/context.ts). */
export type { EvalContext } from '../../rules/context.js';

// ---------------------------------------------------------------- effects

// One interface per effect kind and their union Effect, generated from renderer/effects/kinds/
// (each kind's one home: its fields, runner and journey walk).
import type { Effect } from '../effects/types.generated.js';
export type * from '../effects/types.generated.js';

// ---------------------------------------------------------------- screens

/** A "same as" checkbox: ticked, its fields follow their sources; unticked, they are the applicant's again. */
export interface CopyBox {
  /** Target field -> JSONata giving its value (the source), e.g. "BillCity": "form.HomeCity". */
  fields: Record<string, Expr>;
  /** JSONata that must hold for the box to be ticked; otherwise it is unticked and requiresAlert shown. */
  requires?: Expr;
  requiresAlert?: string;
  /** Boxes unticked when this one is ticked (they copy into the same fields). */
  exclusiveWith?: string[];
  /** The targets are read-only while the box is ticked. */
  lock?: boolean;
  /** Unticking empties the targets. */
  clearOnUntick?: boolean;
}

export interface NextRule { when?: Expr; go: string; pageState: string; set?: Record<string, Expr>; back?: string }

export interface ValidationRule {
  /** { "use": name } alone: the shared list of rules/validations.json in this place (engine/sharedRules.ts). */
  use?: string;
  /** Form field the message belongs to (omit for screen-level rules). */
  field?: string;
  /** Only checked when this holds. */
  when?: Expr;
  /** Truthy means valid. */
  assert: Expr;
  /** i18n key of the message. */
  message: string;
  params?: Record<string, Expr>;
  /** field (default): message under the field; alert: a popup, as the seeds' alerts. */
  display?: 'field' | 'alert';
  /**
   * With display alert: the field is also marked invalid, its message kept under it until the field
   * changes (001 §5.2 "empty select boxes are marked invalid").
   */
  markField?: boolean;
}

export interface PopupButton { label: string; effects?: Effect[]; variant?: 'primary' | 'secondary' }
/** A picture shown in a popup above its buttons: an asset of public/ (its address relative to the app) and its text alternative (i18n key). */
export interface PopupImage { src: string; alt: string; width?: number; height?: number }
export interface PopupConfig {
  title?: string;
  body: string;
  params?: Record<string, Expr>;
  /** An illustration (an example of an accepted document) between the body and the buttons. */
  image?: PopupImage;
  buttons: PopupButton[];
}

/** A condition the main button waits for, and the i18n key of what the applicant still has to do for it. */
export interface SubmitNeed { holds: Expr; text: string }

export interface ScreenConfig {
  $schema?: string;
  version: 1;
  id: string;
  /** i18n key */
  title: string;
  /** The screen's number in the step indicator (flows/flow.json shell.steps) under the public and the banking header. */
  step?: { public?: number; banking?: number };
  /** JSON Schema of the screen's data (kept static and small: option lists are lookups). */
  schema: Record<string, unknown>;
  /** rjsf UI schema; every text in it is an i18n key. */
  uiSchema?: Record<string, unknown>;
  rules?: {
    /** field -> JSONata; false hides the field (and leaves it out of validation). */
    visible?: Record<string, Expr>;
    /** field -> JSONata; true makes the field required. */
    required?: Record<string, Expr>;
    /** field -> JSONata; true locks the field (shown, kept, validated, not editable): prefilled data of an existing customer. */
    readonly?: Record<string, Expr>;
    /** Checked in order after the JSON Schema; stopAtFirst follows the seeds' "stops at first error" screens. */
    validate?: ValidationRule[];
    stopAtFirst?: boolean;
  };
  /**
   * The main button. `needs`: conditions it waits for, each with the text that says what is still missing
   * (shown next to the disabled button); the button is enabled when `enabled` (if any) and every need hold.
   */
  submit?: { label: string; enabled?: Expr; hidden?: Expr; needs?: SubmitNeed[] };
  onLoad?: Effect[];
  onSubmit?: Effect[];
  /** Named effect lists that widgets trigger (OTP verify, resend, expire ...). */
  actions?: Record<string, Effect[]>;
  /** field -> effects run when the user changes that field (sales-code lookup, students popup ...). */
  onChange?: Record<string, Effect[]>;
  /** Copy-from checkboxes: box field -> what it copies (renderer/engine/copyBoxes.ts). */
  copy?: Record<string, CopyBox>;
  /** Field -> effects run when the user leaves that field (its typed text committed first). */
  onBlur?: Record<string, Effect[]>;
  popups?: Record<string, PopupConfig>;
  /**
   * The popup the frame's exit control opens on this screen (a popup of the screen or of flows/flow.json), instead of
   * flows/flow.json shell.exitPopup: after the submit, leaving is not cancelling (issue 17 §5).
   */
  exitPopup?: string;
  next?: NextRule[];
  /** formErrors: this screen's form errors go to the analytics sink (the seeds' start screen and previews). */
  analytics?: { formErrors?: boolean };
  /** The session key (declared in flows/session.json) the form data is saved under; default form.<id>. */
  saveAs?: string;
  /**
   * Form fields held in memory for the screen's life and never written to the session
   * (sessionStorage): the ID photos' base64 that recognition (A61) sends. Gone after a reload.
   */
  memoryOnly?: string[];
}
