// What the read-only SQL console may call. An allowlist, not a denylist: a
// function is accepted only when it computes a value from its arguments and
// changes nothing (no sleep, lock, setting, sequence, file, large object,
// network or server-process function). Anything PostgreSQL adds later is
// refused until someone puts it here. Names are as the parser gives them
// (unquoted names folded to lower case); `pg_catalog.` in front is accepted.
// Left out on purpose though harmless to data: functions that build a value far
// larger than their input from one number (repeat, lpad, rpad, format's widths,
// factorial, generate_series), and set-returning functions (below): the
// planner cannot know how many rows or how large a value they make, so the
// cost check that refuses a statement before it runs would be guessing.

const words = (list: string) => list.trim().split(/\s+/);

const STRING = words(`
  ascii bit_length btrim char_length character_length chr concat concat_ws initcap left length
  lower ltrim md5 normalize octet_length overlay position quote_ident quote_literal
  quote_nullable regexp_count regexp_instr regexp_like regexp_match  regexp_replace
  regexp_split_to_array  regexp_substr replace reverse right rtrim
  split_part starts_with string_to_array strpos substr substring to_hex translate trim upper unistr
`);

const NUMBER = words(`
  abs cbrt ceil ceiling degrees div exp floor gcd lcm ln log log10 mod pi power pow radians
  random round scale sign sqrt trunc width_bucket to_char to_number
`);

const TIME = words(`
  age clock_timestamp date_bin date_part date_trunc extract isfinite justify_days justify_hours
  justify_interval make_date make_interval make_time make_timestamp make_timestamptz now
  statement_timestamp timezone to_date to_timestamp transaction_timestamp
`);

const AGGREGATE = words(`
  any_value array_agg avg bit_and bit_or bool_and bool_or corr count covar_pop covar_samp every
  json_agg json_object_agg jsonb_agg jsonb_object_agg max min mode percentile_cont percentile_disc
  stddev stddev_pop stddev_samp string_agg sum var_pop var_samp variance
`);

const WINDOW = words(`
  cume_dist dense_rank first_value lag last_value lead nth_value ntile percent_rank rank row_number
`);

const JSON_FUNCTIONS = words(`
  array_to_json   json_array_length json_build_array
  json_build_object   json_extract_path json_extract_path_text json_object
   json_strip_nulls json_typeof  
  jsonb_array_length jsonb_build_array jsonb_build_object  
  jsonb_extract_path jsonb_extract_path_text jsonb_insert jsonb_object 
  jsonb_path_exists jsonb_path_match  jsonb_path_query_array jsonb_path_query_first
  jsonb_pretty jsonb_set jsonb_strip_nulls jsonb_typeof row_to_json to_json to_jsonb
`);

const ARRAY = words(`
  array_append array_cat array_dims array_length array_lower array_ndims array_position
  array_positions array_prepend array_remove array_replace array_to_string array_upper cardinality
  trim_array 
`);

const SEARCH = words(`
  plainto_tsquery phraseto_tsquery to_tsquery to_tsvector ts_headline ts_rank websearch_to_tsquery
`);

const OTHER = ['num_nonnulls', 'num_nulls'];

/**
 * Set-returning functions: the planner prices each call at a fixed row estimate (10 or 100) whatever
 * the array or text it unrolls, so five nested `unnest` calls over one long string priced as cheap
 * and counted 90 million rows. Refused by name, with that reason; MySQL, which the console speaks
 * for, has none of them either.
 */
export const SET_RETURNING_FUNCTIONS: ReadonlySet<string> = new Set(
  words(`
  unnest regexp_matches regexp_split_to_table json_array_elements json_array_elements_text json_each
  json_each_text json_object_keys jsonb_array_elements jsonb_array_elements_text jsonb_each jsonb_each_text
  jsonb_object_keys jsonb_path_query generate_series generate_subscripts string_to_table
`),
);

/** Functions the console accepts: each computes a value and changes nothing. */
export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  ...STRING,
  ...NUMBER,
  ...TIME,
  ...AGGREGATE,
  ...WINDOW,
  ...JSON_FUNCTIONS,
  ...ARRAY,
  ...SEARCH,
  ...OTHER,
]);

/**
 * Settings SHOW may read: harmless facts about the session and the server. Not `all`, and nothing that
 * names files, users or the server's internals (data_directory, hba_file, ...).
 */
export const SHOWABLE_SETTINGS: ReadonlySet<string> = new Set([
  'server_version',
  'server_version_num',
  'server_encoding',
  'client_encoding',
  'search_path',
  'timezone',
  'datestyle',
  'intervalstyle',
  'standard_conforming_strings',
  'max_identifier_length',
  'statement_timeout',
  'transaction_read_only',
  'transaction_isolation',
  'default_transaction_read_only',
  'integer_datetimes',
  'bytea_output',
  'extra_float_digits',
]);

/** EXPLAIN options that only change how the plan is shown (ANALYZE, which runs the statement, is not one). */
export const EXPLAIN_OPTIONS: ReadonlySet<string> = new Set([
  'verbose',
  'costs',
  'settings',
  'generic_plan',
  'format',
  'summary',
  'memory',
]);
