package dev.catalogkit.engine;

import java.security.SecureRandom;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The names a run owns. Every namespace carries the run ID, so two runs (or a leftover of an
 * earlier one) never collide; objects inside the run's namespace are numbered by purpose.
 */
public final class RunNames {

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd_HHmmss");

  private final String runId;
  private final AtomicInteger counter = new AtomicInteger();
  private final Map<Integer, String> purposeByNumber = new ConcurrentHashMap<>();
  private final Map<String, AtomicInteger> attempts = new ConcurrentHashMap<>();

  public RunNames(String runId) {
    this.runId = runId;
  }

  public static RunNames fresh() {
    String stamp = ZonedDateTime.now(ZoneOffset.UTC).format(STAMP);
    String random = Integer.toHexString(new SecureRandom().nextInt(0x10000) | 0x10000).substring(1);
    return new RunNames("cck_" + stamp + "_" + random);
  }

  public String runId() {
    return runId;
  }

  /** A namespace name this run owns and never creates, for "missing namespace" checks. */
  public List<String> missingNamespace() {
    return List.of(runId + "_" + object("missing"));
  }

  /**
   * A namespace beside the run's own, still carrying the run ID, e.g. for cross-namespace moves.
   */
  public List<String> siblingNamespace(String purpose) {
    return List.of(runId + "_" + object(purpose));
  }

  /**
   * Counts a check's runs: 1 the first time, 2 when the isolation phase runs it again, and so on.
   */
  int nextAttempt(String checkId) {
    return attempts.computeIfAbsent(checkId, id -> new AtomicInteger()).incrementAndGet();
  }

  /** A fresh object name inside the run's namespace, e.g. {@code replace_7}. */
  public String object(String purpose) {
    int number = counter.incrementAndGet();
    purposeByNumber.put(number, purpose);
    return purpose + "_" + number;
  }

  /**
   * The purpose of every name numbered so far, by its number: which {@code _7} of a report is this
   * run's count, so that the deterministic report can renumber it.
   */
  public Map<Integer, String> numbered() {
    return Map.copyOf(purposeByNumber);
  }
}
