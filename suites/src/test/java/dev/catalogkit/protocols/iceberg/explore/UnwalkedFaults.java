package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.reference.iceberg.IcebergFault;
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

  private static final Map<IcebergFault, String> REASONS = reasons();

  private UnwalkedFaults() {}

  private static Map<IcebergFault, String> reasons() {
    Map<IcebergFault, String> reasons = new EnumMap<>(IcebergFault.class);
    reason(
        reasons,
        "breaks no requirement (a run judges it as server errors, INCOMPLETE or nothing)",
        IcebergFault.ONE_IN_FIVE_REQUESTS_UNAVAILABLE,
        IcebergFault.TABLE_CREATION_FAILS,
        IcebergFault.SERVER_COMMIT_ID_STAMPED,
        IcebergFault.REGISTER_VIEW_UNSERVED);
    reason(
        reasons,
        "discovery and config: GET /v1/config is read once, not judged",
        IcebergFault.CONFIG_WITHOUT_OVERRIDES,
        IcebergFault.LIST_NAMESPACES_NOT_FOUND,
        IcebergFault.NAMESPACE_SEPARATOR_ADVERTISED_RAW,
        IcebergFault.NAMESPACE_SEPARATOR_UNDER_DEFAULTS,
        IcebergFault.ENDPOINT_WITHOUT_HTTP_VERB,
        IcebergFault.ENDPOINTS_HIDDEN,
        IcebergFault.IDEMPOTENCY_LIFETIME_NOT_ADVERTISED,
        IcebergFault.IDEMPOTENCY_LIFETIME_IN_SECONDS);
    reason(
        reasons,
        "error types and codes: a refusal is judged by its status and schema only",
        IcebergFault.ERROR_CODE_ALWAYS_400,
        IcebergFault.COMMIT_CONFLICT_TYPE_EMPTY,
        IcebergFault.LOAD_MISSING_VIEW_NO_SUCH_TABLE);
    reason(
        reasons,
        "tokens: exploration sends the run's own token only",
        IcebergFault.MALFORMED_TOKEN_ACCEPTED,
        IcebergFault.UNAUTHENTICATED_REQUESTS_SERVED);
    reason(
        reasons,
        "concurrency: one walk sends one request at a time (no --explore-parallel yet)",
        IcebergFault.REQUESTS_OVERLAPPING_ANSWER_500,
        IcebergFault.CONCURRENT_KEYED_REQUESTS_ALL_RUN);
    reason(
        reasons,
        "create bodies: every create sends the one minimal valid body, and the model takes the"
            + " view as the create answered it",
        IcebergFault.CREATE_VIEW_DROPS_PROPERTIES,
        IcebergFault.CREATE_VIEW_LOCATION_IGNORED,
        IcebergFault.VIEW_VERSION_DIALECT_TWICE_KEEPS_FIRST,
        IcebergFault.CREATE_VIEW_KEEPS_SENT_SCHEMA_ID,
        IcebergFault.CREATE_VIEW_INVALID_JSON_ANSWERS_500,
        IcebergFault.CREATE_VIEW_WITHOUT_PROPERTIES_ACCEPTED,
        IcebergFault.UUID_DEFAULTS_UPPER_CASE,
        IcebergFault.NANOSECOND_DEFAULTS_DROPPED,
        IcebergFault.VIEW_VERSION_WITHOUT_SUMMARY_ACCEPTED,
        IcebergFault.CREATE_VIEW_LOCATION_OF_ANY_TYPE,
        IcebergFault.VERSION_HISTORY_SIZE_STORED_ONE_LOWER,
        IcebergFault.CREATE_NAMESPACE_DROPS_PROPERTIES);
    reason(
        reasons,
        "register and staged creates: not walked",
        IcebergFault.DROPPED_VIEW_METADATA_FORGOTTEN,
        IcebergFault.REGISTER_VIEW_OVER_TABLE_ACCEPTED,
        IcebergFault.REGISTER_TABLE_OVER_VIEW_ACCEPTED,
        IcebergFault.REGISTER_VIEW_OVER_VIEW_REPLACES_IT,
        IcebergFault.REGISTER_TABLE_OVER_TABLE_REPLACES_IT,
        IcebergFault.STAGED_CREATE_COMMITTED_OVER_VIEW);
    reason(
        reasons,
        "parts of a view the model does not compare (default namespace, version log, timestamps,"
            + " representation type, metadata-location)",
        IcebergFault.LOAD_VIEW_DROPS_DEFAULT_NAMESPACE,
        IcebergFault.VERSION_LOG_ANSWERED_WITH_FIRST_ENTRY_ONLY,
        IcebergFault.VERSION_LOG_SKIPS_ROLLBACKS,
        IcebergFault.EARLIER_VERSIONS_ANSWERED_WITH_CURRENT_TIMESTAMP,
        IcebergFault.REPLACE_ANSWERS_SQL_TYPE_UPPER_CASE,
        IcebergFault.REPLACE_ANSWERS_EARLIER_METADATA_LOCATION);
    reason(
        reasons,
        "replace updates exploration does not send (set-location, schemas, assign-uuid, format"
            + " upgrades, table actions, unknown actions, a stale UUID, an unknown or taken"
            + " version id, a -1 with nothing added, no updates, invalid JSON)",
        IcebergFault.ASSERT_VIEW_UUID_IGNORED,
        IcebergFault.SET_LOCATION_IGNORED,
        IcebergFault.ADD_SCHEMA_NEEDS_LAST_COLUMN_ID,
        IcebergFault.TABLE_UPDATES_ON_VIEW_IGNORED,
        IcebergFault.ASSIGN_UUID_REASSIGNS,
        IcebergFault.LAST_ADDED_SCHEMA_RESOLVES_TO_FIRST,
        IcebergFault.LAST_ADDED_SCHEMA_WITHOUT_ONE_TAKES_CURRENT,
        IcebergFault.LAST_ADDED_VERSION_WITHOUT_ONE_IGNORED,
        IcebergFault.REPLACE_WITHOUT_UPDATES_ACCEPTED,
        IcebergFault.UNKNOWN_CURRENT_VIEW_VERSION_IGNORED,
        IcebergFault.UNKNOWN_CURRENT_VERSION_RENUMBERS_CURRENT,
        IcebergFault.REFUSED_REPLACE_APPLIES_PROPERTY_UPDATES,
        IcebergFault.FORMAT_UPGRADE_BEYOND_1_IGNORED,
        IcebergFault.FORMAT_DOWNGRADE_TO_0_IGNORED,
        IcebergFault.ADD_VIEW_VERSION_WITH_ID_1_REFUSED,
        IcebergFault.REPLACE_INVALID_JSON_ANSWERS_500,
        IcebergFault.UNKNOWN_VIEW_UPDATE_IGNORED);
    reason(
        reasons,
        "renames across namespaces, into missing or nested ones, or with malformed bodies",
        IcebergFault.RENAME_INTO_MISSING_NAMESPACE_ANSWERS_400,
        IcebergFault.RENAME_ACROSS_NAMESPACES_ANSWERS_500,
        IcebergFault.RENAME_WITHOUT_DESTINATION_ANSWERS_500,
        IcebergFault.RENAME_NULL_NAME_READ_AS_TEXT,
        IcebergFault.RENAME_NAMESPACE_STRING_READ_AS_ONE_LEVEL,
        IcebergFault.RENAME_INTO_NESTED_NAMESPACE_KEEPS_FIRST_LEVEL,
        IcebergFault.RENAME_VIEW_ACROSS_NAMESPACES_ANSWERS_500,
        IcebergFault.RENAME_VIEW_INTO_MISSING_NAMESPACE_ANSWERS_400);
    reason(
        reasons,
        "nested and encoded namespaces, child listings, names with dots: the walk's namespaces"
            + " have one level and its names are a to e",
        IcebergFault.UNIT_SEPARATOR_NOT_SPLIT,
        IcebergFault.ADVERTISED_SEPARATOR_NOT_SPLIT,
        IcebergFault.NAMESPACE_LEVELS_DECODED_TWICE,
        IcebergFault.VIEW_ROUTES_IGNORE_UNIT_SEPARATOR,
        IcebergFault.VIEW_ROUTES_IGNORE_ADVERTISED_SEPARATOR,
        IcebergFault.PARENT_IGNORES_UNIT_SEPARATOR,
        IcebergFault.CHILD_NAMESPACES_LISTED_BY_LAST_LEVEL,
        IcebergFault.PARENT_IGNORES_ADVERTISED_SEPARATOR,
        IcebergFault.PARENT_SPLIT_AT_FIRST_SEPARATOR_ONLY,
        IcebergFault.EMPTY_PARENT_ANSWERS_404,
        IcebergFault.DROP_NAMESPACE_IGNORES_CHILDREN,
        IcebergFault.NAMES_CUT_AT_FIRST_DOT_IN_PATHS,
        IcebergFault.LONG_CHILD_LISTS_CUT_AT_100);
    reason(
        reasons,
        "listings without pageSize, with pageSize 0 or an empty pageToken: every listing sends"
            + " pageSize 1 to 4 and follows the server's tokens",
        IcebergFault.LIST_VIEWS_EMPTY,
        IcebergFault.LISTS_PAGED_WITHOUT_PAGE_SIZE,
        IcebergFault.PAGE_SIZE_BELOW_ONE_LISTS_ALL,
        IcebergFault.EMPTY_PAGE_TOKEN_ANSWERS_400);
    reason(
        reasons,
        "keys used once each, spelled one way, on one route: a key is never reused elsewhere",
        IcebergFault.KEYS_KEPT_PER_ROUTE,
        IcebergFault.KEY_REUSED_WITH_ANOTHER_BODY_RUNS,
        IcebergFault.KEY_HEADER_SPELLED_EXACTLY);
    return Map.copyOf(reasons);
  }

  private static void reason(
      Map<IcebergFault, String> reasons, String reason, IcebergFault... faults) {
    List.of(faults).forEach(fault -> reasons.put(fault, reason));
  }

  /** Why exploration does not walk what the fault breaks, or empty where it does. */
  static Optional<String> reason(IcebergFault fault) {
    return Optional.ofNullable(REASONS.get(fault));
  }
}
