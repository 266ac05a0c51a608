package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.reference.Fault;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Iceberg reference faults of operations or parts of an answer exploration does not walk, each
 * with the reason, classified from the fault's requirement and description: the figures spend no
 * time bound on them. Every other Iceberg fault is explored.
 */
final class UnwalkedFaults {

  private static final Map<Fault, String> REASONS = reasons();

  private UnwalkedFaults() {}

  private static Map<Fault, String> reasons() {
    Map<Fault, String> reasons = new EnumMap<>(Fault.class);
    reason(
        reasons,
        "breaks no requirement (a run judges it as server errors, INCOMPLETE or nothing)",
        Fault.ONE_IN_FIVE_REQUESTS_UNAVAILABLE,
        Fault.TABLE_CREATION_FAILS,
        Fault.SERVER_COMMIT_ID_STAMPED,
        Fault.REGISTER_VIEW_UNSERVED);
    reason(
        reasons,
        "discovery and config: GET /v1/config is read once, not judged",
        Fault.CONFIG_WITHOUT_OVERRIDES,
        Fault.LIST_NAMESPACES_NOT_FOUND,
        Fault.NAMESPACE_SEPARATOR_ADVERTISED_RAW,
        Fault.ENDPOINT_WITHOUT_HTTP_VERB,
        Fault.ENDPOINTS_HIDDEN,
        Fault.IDEMPOTENCY_LIFETIME_NOT_ADVERTISED,
        Fault.IDEMPOTENCY_LIFETIME_IN_SECONDS);
    reason(
        reasons,
        "error types and codes: a refusal is judged by its status and schema only",
        Fault.ERROR_CODE_ALWAYS_400,
        Fault.COMMIT_CONFLICT_TYPE_EMPTY,
        Fault.LOAD_MISSING_VIEW_NO_SUCH_TABLE);
    reason(
        reasons,
        "tokens: exploration sends the run's own token only",
        Fault.MALFORMED_TOKEN_ACCEPTED);
    reason(
        reasons,
        "concurrency: one walk sends one request at a time (no --explore-parallel yet)",
        Fault.REQUESTS_OVERLAPPING_ANSWER_500,
        Fault.CONCURRENT_KEYED_REQUESTS_ALL_RUN);
    reason(
        reasons,
        "create bodies: every create sends the one minimal valid body, and the model takes the"
            + " view as the create answered it",
        Fault.CREATE_VIEW_DROPS_PROPERTIES,
        Fault.CREATE_VIEW_LOCATION_IGNORED,
        Fault.VIEW_VERSION_DIALECT_TWICE_KEEPS_FIRST,
        Fault.CREATE_VIEW_KEEPS_SENT_SCHEMA_ID,
        Fault.CREATE_VIEW_INVALID_JSON_ANSWERS_500,
        Fault.CREATE_VIEW_WITHOUT_PROPERTIES_ACCEPTED,
        Fault.UUID_DEFAULTS_UPPER_CASE,
        Fault.NANOSECOND_DEFAULTS_DROPPED,
        Fault.VIEW_VERSION_WITHOUT_SUMMARY_ACCEPTED,
        Fault.CREATE_VIEW_LOCATION_OF_ANY_TYPE,
        Fault.VERSION_HISTORY_SIZE_STORED_ONE_LOWER,
        Fault.CREATE_NAMESPACE_DROPS_PROPERTIES);
    reason(
        reasons,
        "register and staged creates: not walked",
        Fault.DROPPED_VIEW_METADATA_FORGOTTEN,
        Fault.REGISTER_VIEW_OVER_TABLE_ACCEPTED,
        Fault.REGISTER_TABLE_OVER_VIEW_ACCEPTED,
        Fault.REGISTER_VIEW_OVER_VIEW_REPLACES_IT,
        Fault.REGISTER_TABLE_OVER_TABLE_REPLACES_IT,
        Fault.STAGED_CREATE_COMMITTED_OVER_VIEW);
    reason(
        reasons,
        "parts of a view the model does not compare (default namespace, version log, timestamps,"
            + " representation type)",
        Fault.LOAD_VIEW_DROPS_DEFAULT_NAMESPACE,
        Fault.VERSION_LOG_ANSWERED_WITH_FIRST_ENTRY_ONLY,
        Fault.VERSION_LOG_SKIPS_ROLLBACKS,
        Fault.EARLIER_VERSIONS_ANSWERED_WITH_CURRENT_TIMESTAMP,
        Fault.REPLACE_ANSWERS_SQL_TYPE_UPPER_CASE);
    reason(
        reasons,
        "replace updates exploration does not send (set-location, schemas, assign-uuid, format"
            + " upgrades, table actions, unknown actions, a stale UUID, an unknown or taken"
            + " version id, no updates, invalid JSON)",
        Fault.ASSERT_VIEW_UUID_IGNORED,
        Fault.SET_LOCATION_IGNORED,
        Fault.ADD_SCHEMA_NEEDS_LAST_COLUMN_ID,
        Fault.TABLE_UPDATES_ON_VIEW_IGNORED,
        Fault.ASSIGN_UUID_REASSIGNS,
        Fault.LAST_ADDED_SCHEMA_RESOLVES_TO_FIRST,
        Fault.REPLACE_WITHOUT_UPDATES_ACCEPTED,
        Fault.UNKNOWN_CURRENT_VIEW_VERSION_IGNORED,
        Fault.UNKNOWN_CURRENT_VERSION_RENUMBERS_CURRENT,
        Fault.REFUSED_REPLACE_APPLIES_PROPERTY_UPDATES,
        Fault.FORMAT_UPGRADE_BEYOND_1_IGNORED,
        Fault.FORMAT_DOWNGRADE_TO_0_IGNORED,
        Fault.ADD_VIEW_VERSION_WITH_ID_1_REFUSED,
        Fault.REPLACE_INVALID_JSON_ANSWERS_500,
        Fault.UNKNOWN_VIEW_UPDATE_IGNORED);
    reason(
        reasons,
        "renames across namespaces, into missing or nested ones, or with malformed bodies",
        Fault.RENAME_INTO_MISSING_NAMESPACE_ANSWERS_400,
        Fault.RENAME_ACROSS_NAMESPACES_ANSWERS_500,
        Fault.RENAME_WITHOUT_DESTINATION_ANSWERS_500,
        Fault.RENAME_NULL_NAME_READ_AS_TEXT,
        Fault.RENAME_NAMESPACE_STRING_READ_AS_ONE_LEVEL,
        Fault.RENAME_INTO_NESTED_NAMESPACE_KEEPS_FIRST_LEVEL,
        Fault.RENAME_VIEW_ACROSS_NAMESPACES_ANSWERS_500,
        Fault.RENAME_VIEW_INTO_MISSING_NAMESPACE_ANSWERS_400);
    reason(
        reasons,
        "nested and encoded namespaces, child listings, names with dots: the walk's namespaces"
            + " have one level and its names are a to e",
        Fault.UNIT_SEPARATOR_NOT_SPLIT,
        Fault.ADVERTISED_SEPARATOR_NOT_SPLIT,
        Fault.NAMESPACE_LEVELS_DECODED_TWICE,
        Fault.VIEW_ROUTES_IGNORE_UNIT_SEPARATOR,
        Fault.VIEW_ROUTES_IGNORE_ADVERTISED_SEPARATOR,
        Fault.PARENT_IGNORES_UNIT_SEPARATOR,
        Fault.CHILD_NAMESPACES_LISTED_BY_LAST_LEVEL,
        Fault.PARENT_IGNORES_ADVERTISED_SEPARATOR,
        Fault.EMPTY_PARENT_ANSWERS_404,
        Fault.DROP_NAMESPACE_IGNORES_CHILDREN,
        Fault.NAMES_CUT_AT_FIRST_DOT_IN_PATHS,
        Fault.LONG_CHILD_LISTS_CUT_AT_100);
    reason(
        reasons,
        "listings without pageSize, with pageSize 0 or an empty pageToken: every listing sends"
            + " pageSize 1 to 4 and follows the server's tokens",
        Fault.LIST_VIEWS_EMPTY,
        Fault.LISTS_PAGED_WITHOUT_PAGE_SIZE,
        Fault.PAGE_SIZE_BELOW_ONE_LISTS_ALL,
        Fault.EMPTY_PAGE_TOKEN_ANSWERS_400);
    reason(
        reasons,
        "keys used once each, spelled one way, on one route: a key is never reused elsewhere",
        Fault.KEYS_KEPT_PER_ROUTE,
        Fault.KEY_HEADER_SPELLED_EXACTLY);
    return Map.copyOf(reasons);
  }

  private static void reason(Map<Fault, String> reasons, String reason, Fault... faults) {
    List.of(faults).forEach(fault -> reasons.put(fault, reason));
  }

  /** Why exploration does not walk what the fault breaks, or empty where it does. */
  static Optional<String> reason(Fault fault) {
    return Optional.ofNullable(REASONS.get(fault));
  }
}
