package dev.catalogkit.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Keeps every exchange of the run, and which check made it: the check's ID is bound to the thread
 * that runs it, so checks can run in parallel without mixing their evidence.
 */
public final class ExchangeRecorder {

  private static final String OUTSIDE_CHECKS = "<run>";

  private final List<Exchange> all = new CopyOnWriteArrayList<>();
  private final Map<String, List<Exchange>> byCheck = new ConcurrentHashMap<>();
  private final ThreadLocal<String> currentCheck = ThreadLocal.withInitial(() -> OUTSIDE_CHECKS);

  public void record(Exchange exchange) {
    all.add(exchange);
    byCheck.computeIfAbsent(currentCheck.get(), id -> new CopyOnWriteArrayList<>()).add(exchange);
  }

  public void startCheck(String checkId) {
    currentCheck.set(checkId);
  }

  public void endCheck() {
    currentCheck.remove();
  }

  /** The exchanges made while the given check ran, removed from the per-check index. */
  public List<Exchange> takeFor(String checkId) {
    List<Exchange> exchanges = byCheck.remove(checkId);
    return exchanges == null ? List.of() : new ArrayList<>(exchanges);
  }

  /** The exchanges made so far while the given check ran, left in place. */
  public List<Exchange> peekFor(String checkId) {
    return List.copyOf(byCheck.getOrDefault(checkId, List.of()));
  }

  /** Every exchange of the run so far, in the order made. */
  public List<Exchange> all() {
    return List.copyOf(all);
  }
}
