package dev.catalogkit.report.writer;

import dev.catalogkit.report.ExchangeRecord;
import java.util.List;

/**
 * The curl script of a sequence of exchanges outside a check (an exploration's shrunk sequence),
 * written as a failed check's is: in the order sent, credentials from {@code $CATALOG_TOKEN}, the
 * run's names through {@code $RUN_ID}.
 */
public final class CurlScripts {

  private CurlScripts() {}

  /** The script, or null when there are no exchanges. */
  public static String of(List<ExchangeRecord> exchanges, String runId) {
    return Repro.curl(exchanges, runId, true);
  }
}
