// The simulator database's schema, one migration per version. PRAGMA user_version holds the
// version a file is at; opening a file runs the missing migrations in one transaction each.
// Never edit a released migration: add the next one.
export const migrations: string[] = [
  // 1: tokens, apply logs with their server-side state, one-time codes, locks, logs, outbox.
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE tokens (
    token TEXT PRIMARY KEY,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    -- the ID and customer type A84 accepted on this token: A5 and A28 come after A84
    checked_id TEXT,
    checked_type TEXT
  );
  CREATE TABLE apply_logs (
    apply_log_id TEXT PRIMARY KEY,
    token TEXT NOT NULL REFERENCES tokens(token),
    id_no TEXT NOT NULL,
    ctid TEXT NOT NULL,
    customer_type TEXT NOT NULL,
    flow_type TEXT NOT NULL,
    mobile TEXT NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('opened', 'verified')),
    verified_via TEXT,
    verified_at INTEGER,
    -- the mobile of a successful other-bank card or account check on this apply log
    checked_mobile TEXT,
    fields TEXT NOT NULL,
    page_data TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX apply_logs_token ON apply_logs(token);
  CREATE INDEX apply_logs_id_no ON apply_logs(id_no);
  CREATE TABLE otp_codes (
    apply_log_id TEXT PRIMARY KEY REFERENCES apply_logs(apply_log_id),
    id_no TEXT NOT NULL,
    mobile TEXT NOT NULL,
    code TEXT,
    s1 TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    attempts INTEGER NOT NULL,
    -- the code that passed and when: a retried verify with it answers the same success
    passed_code TEXT,
    passed_at INTEGER
  );
  CREATE TABLE otp_locks (
    id_no TEXT NOT NULL,
    mobile TEXT NOT NULL,
    locked_until INTEGER NOT NULL,
    apply_log_id TEXT NOT NULL,
    PRIMARY KEY (id_no, mobile)
  );
  CREATE TABLE forward_tokens (
    token TEXT PRIMARY KEY,
    issued_at INTEGER NOT NULL,
    apply_log_id TEXT NOT NULL REFERENCES apply_logs(apply_log_id),
    ibmb TEXT NOT NULL
  );
  CREATE TABLE outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
    to_addr TEXT NOT NULL,
    text TEXT NOT NULL,
    code TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE TABLE audit (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id_no TEXT NOT NULL,
    action TEXT NOT NULL,
    remark TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE TABLE device_logs (seq INTEGER PRIMARY KEY AUTOINCREMENT, data TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE TABLE analytics (seq INTEGER PRIMARY KEY AUTOINCREMENT, event TEXT NOT NULL, at INTEGER NOT NULL);
  -- one row per counted event (a wrong birthday, a code sent to a mobile ...) for the rate limits
  CREATE TABLE rate_events (seq INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX rate_events_key ON rate_events(key, at);
  `,
  // 2: uploaded files (FileUploadPreview, bound to an apply log by FileUploadSubmit), held
  // applications (A60/A59), the email each apply log gave (A29), and the birthday A84 accepted on
  // a token (A61 reads it back for a new applicant).
  `
  CREATE TABLE uploads (
    uuid TEXT PRIMARY KEY,
    token TEXT NOT NULL REFERENCES tokens(token),
    apply_log_id TEXT REFERENCES apply_logs(apply_log_id),
    slot_type TEXT NOT NULL,
    file_name TEXT NOT NULL,
    kind TEXT NOT NULL,
    size INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    content BLOB NOT NULL,
    created_at INTEGER NOT NULL,
    submitted_at INTEGER
  );
  CREATE INDEX uploads_token ON uploads(token, created_at);
  CREATE INDEX uploads_apply_log ON uploads(apply_log_id);
  CREATE TABLE held_applications (
    apply_log_id TEXT PRIMARY KEY REFERENCES apply_logs(apply_log_id),
    id_no TEXT NOT NULL,
    mobile TEXT NOT NULL,
    content TEXT NOT NULL,
    sales_id TEXT NOT NULL,
    saved_at INTEGER NOT NULL
  );
  CREATE INDEX held_applications_id ON held_applications(id_no, saved_at);
  CREATE TABLE apply_emails (
    apply_log_id TEXT PRIMARY KEY REFERENCES apply_logs(apply_log_id),
    email TEXT NOT NULL,
    customer_type TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  ALTER TABLE tokens ADD COLUMN checked_birthday TEXT;
  `,
  // 3: the development outbox read by recipient (GET /__dev/outbox?to=) without a scan.
  `
  CREATE INDEX outbox_to ON outbox(to_addr, seq);
  `,
  // 4: the phone hand-over of /UploadID's QR link: a short-lived single-use code (kept as its
  // SHA-256) issued to the token that owns an apply log, redeemed once for a phone token that may
  // only upload to that apply log (tokens.upload_log).
  `
  CREATE TABLE upload_handovers (
    code_hash TEXT PRIMARY KEY,
    apply_log_id TEXT NOT NULL REFERENCES apply_logs(apply_log_id),
    issued_to TEXT NOT NULL REFERENCES tokens(token),
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX upload_handovers_log ON upload_handovers(apply_log_id);
  ALTER TABLE tokens ADD COLUMN upload_log TEXT;
  `,
  // 5: submitted applications (A97): one per apply log (the key makes a second submit find the
  // first), a case number unique across the bank, the decoded fields under the seeds' names, the
  // card and gifts taken from the apply log's campaign, and the hash the idempotent retry compares.
  `
  CREATE TABLE applications (
    apply_log_id TEXT PRIMARY KEY REFERENCES apply_logs(apply_log_id),
    apply_id TEXT NOT NULL UNIQUE,
    token TEXT NOT NULL REFERENCES tokens(token),
    id_no TEXT NOT NULL,
    ctid TEXT NOT NULL,
    content TEXT NOT NULL,
    content_sha256 TEXT NOT NULL,
    card TEXT NOT NULL,
    gifts TEXT NOT NULL,
    submitted_at INTEGER NOT NULL
  );
  CREATE INDEX applications_id_no ON applications(id_no, submitted_at);
  CREATE INDEX applications_submitted ON applications(submitted_at, apply_log_id);
  `,
  // 6: email one-time codes (A143/A144), one row per apply log, and the verification links the
  // mails carry (A123): a random cid, single use, expiring.
  `
  CREATE TABLE email_codes (
    apply_log_id TEXT PRIMARY KEY REFERENCES apply_logs(apply_log_id),
    email TEXT NOT NULL,
    otpid TEXT NOT NULL,
    code TEXT,
    s1 TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    -- codes sent since the last pass: the first and its resends
    sends INTEGER NOT NULL,
    passed_code TEXT,
    passed_at INTEGER,
    verified_at INTEGER
  );
  CREATE TABLE email_links (
    cid_hash TEXT PRIMARY KEY,
    apply_log_id TEXT NOT NULL REFERENCES apply_logs(apply_log_id),
    email TEXT NOT NULL,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at INTEGER
  );
  CREATE INDEX email_links_log ON email_links(apply_log_id);
  `,
  // 7: agent cases (000 §2.4, 001 §4.4): an agent's waiting session bound to its token, AgentID and
  // apply log; the customer's code-step link and the continuation link (A127) kept as SHA-256.
  `
  CREATE TABLE agent_cases (
    case_id TEXT PRIMARY KEY,
    agent_id TEXT NOT NULL,
    agent_token TEXT NOT NULL REFERENCES tokens(token),
    apply_log_id TEXT NOT NULL UNIQUE REFERENCES apply_logs(apply_log_id),
    id_no TEXT NOT NULL,
    birthday TEXT NOT NULL,
    link_hash TEXT NOT NULL UNIQUE,
    link_expires_at INTEGER NOT NULL,
    customer_token TEXT,
    verified_at INTEGER,
    user_data TEXT,
    content TEXT,
    forward_hash TEXT UNIQUE,
    forward_expires_at INTEGER,
    forward_token_owner TEXT,
    forward_apply_log_id TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX agent_cases_agent ON agent_cases(agent_token, agent_id);
  `,
  // 8: government data platform (MyData) transactions (002 §2.4, §3.5): A149 opens one on a
  // verified apply log (mdid, tx_id, salt), the identity query (A148) signs it, A150 checks that
  // signature, A153 gives the platform's address (a secret key, kept as SHA-256, with the app's
  // return address), A104 a single-use forward token (SHA-256) the platform page spends, and the
  // platform records the applicant's choice once.
  `
  CREATE TABLE mydata_tx (
    mdid TEXT PRIMARY KEY,
    tx_id TEXT NOT NULL UNIQUE,
    salt TEXT NOT NULL,
    apply_log_id TEXT NOT NULL REFERENCES apply_logs(apply_log_id),
    token TEXT NOT NULL REFERENCES tokens(token),
    id_no TEXT NOT NULL,
    items TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    signature TEXT,
    signed_at INTEGER,
    validated_at INTEGER,
    return_url TEXT,
    platform_key_hash TEXT UNIQUE,
    addressed_at INTEGER,
    forward_hash TEXT UNIQUE,
    forward_expires_at INTEGER,
    opened_at INTEGER,
    result_code TEXT,
    returned_at INTEGER
  );
  CREATE INDEX mydata_tx_log ON mydata_tx(apply_log_id);
  `,
  // 9: agent mode's staff sign-in (simulator/staffPortal.ts): a sign-in request the app's token
  // opens (AgentSignIn; its RequestNo kept as SHA-256), the staff portal's right password gives a
  // return code (SHA-256) that only that token redeems (AgentSignInResult), which binds the
  // signed-in agent to the token.
  `
  CREATE TABLE agent_signins (
    request_hash TEXT PRIMARY KEY,
    token TEXT NOT NULL REFERENCES tokens(token),
    agent_id TEXT NOT NULL,
    ctid TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    code_hash TEXT UNIQUE,
    signed_at INTEGER,
    redeemed_at INTEGER
  );
  CREATE INDEX agent_signins_token ON agent_signins(token);
  CREATE TABLE agent_bindings (
    token TEXT PRIMARY KEY REFERENCES tokens(token),
    agent_id TEXT NOT NULL,
    signed_in_at INTEGER NOT NULL
  );
  `,
];
