package dev.catalogkit.report;

import java.util.Map;

/**
 * What a report says about itself so two runs diff cleanly: kit and spec versions, the target, the
 * redacted configuration. Volatile values (run ID, start time, duration) are kept here only.
 */
public record RunInfo(
    String kitVersion,
    String profile,
    String spec,
    String target,
    Map<String, String> configuration,
    String runId,
    String startedAt,
    long durationMillis) {

  public RunInfo {
    configuration = Map.copyOf(configuration);
  }
}
