package dev.catalogkit.report;

import java.util.Map;

/**
 * What a report says about itself so two runs diff cleanly: the kit that made it (version, commit,
 * jar), the documents it judged by, the target, the configuration (redacted, every option that
 * changes what the run does). Volatile values (run ID, start time, duration, the names the run
 * numbered) are kept here only.
 *
 * @param numberedNames the purpose of each name the run numbered ({@code view_7}), by its number
 */
public record RunInfo(
    Kit kit,
    String profile,
    String spec,
    Documents documents,
    String target,
    Map<String, String> configuration,
    String runId,
    String startedAt,
    long durationMillis,
    Map<Integer, String> numberedNames) {

  /** Stands for a commit or a hash the build or the class path could not tell. */
  public static final String UNKNOWN = "unknown";

  public RunInfo {
    configuration = Map.copyOf(configuration);
    numberedNames = Map.copyOf(numberedNames);
  }

  /** A run of a kit whose commit, jar and documents are not known (tests, tools). */
  public RunInfo(
      String kitVersion,
      String profile,
      String spec,
      String target,
      Map<String, String> configuration,
      String runId,
      String startedAt,
      long durationMillis) {
    this(
        Kit.unknown(kitVersion),
        profile,
        spec,
        Documents.UNKNOWN,
        target,
        configuration,
        runId,
        startedAt,
        durationMillis,
        Map.of());
  }

  public String kitVersion() {
    return kit.version();
  }

  /**
   * The kit that wrote the report.
   *
   * @param commit the git commit it was built from, or {@value RunInfo#UNKNOWN} for a build outside
   *     git
   * @param jarSha256 the SHA-256 of the jar it ran from, or {@value RunInfo#UNKNOWN} from classes
   */
  public record Kit(String version, String commit, String jarSha256) {

    public static Kit unknown(String version) {
      return new Kit(version, UNKNOWN, UNKNOWN);
    }
  }

  /**
   * The documents the run judged by: the requirement catalogue and the OpenAPI document every body
   * is validated against, each with the SHA-256 of its text.
   *
   * @param openApi the OpenAPI document's class-path resource, e.g. {@code
   *     openapi/iceberg-rest.yaml}
   */
  public record Documents(String catalogueSha256, String openApi, String openApiSha256) {

    public static final Documents UNKNOWN =
        new Documents(RunInfo.UNKNOWN, RunInfo.UNKNOWN, RunInfo.UNKNOWN);
  }
}
