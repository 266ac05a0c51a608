package dev.catalogkit.http;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;

/**
 * Keeps every exchange of the run, and which check made it. The check is named by whoever sends
 * (each check's client carries its check's ID, also into the threads it starts), so checks run in
 * parallel without mixing their evidence.
 */
public final class ExchangeRecorder {

  /** The check ID of exchanges made outside any check: discovery, set-up, the janitor. */
  public static final String OUTSIDE_CHECKS = "<run>";

  /** Appended to under its own lock; a copy-on-write list would copy the whole run per exchange. */
  private final List<Made> all = new ArrayList<>();

  /**
   * The check order of {@link #all} as of its size then: the audits and every failing check's
   * evidence ask for it, and sorting the run's exchanges anew each time cost a sixth of the fault
   * matrix's CPU.
   */
  private CheckOrder checkOrder = CheckOrder.EMPTY;

  private final Map<String, List<Exchange>> byCheck = new ConcurrentHashMap<>();

  /** The run's first config answer, whole: judging its body needs more than the audit copy. */
  private final AtomicReference<Exchange> firstConfig = new AtomicReference<>();

  private final BiConsumer<String, Exchange> observer;

  public ExchangeRecorder() {
    this((checkId, exchange) -> {});
  }

  /** A recorder that also hands every exchange, whole, to the observer as it records it. */
  public ExchangeRecorder(BiConsumer<String, Exchange> observer) {
    this.observer = observer;
  }

  /** Keeps the exchange whole for its check's evidence, and as much as the audits need for them. */
  public void record(String checkId, Exchange exchange) {
    synchronized (all) {
      all.add(new Made(checkId, exchange.forAudit()));
    }
    if ("getConfig".equals(exchange.operation())) {
      firstConfig.compareAndSet(null, exchange);
    }
    if (!OUTSIDE_CHECKS.equals(checkId)) { // no check takes these; they would pile up whole
      byCheck.computeIfAbsent(checkId, id -> new CopyOnWriteArrayList<>()).add(exchange);
    }
    observer.accept(checkId, exchange);
  }

  /** The run's first answer to {@code GET /v1/config}, body whole, if there was one. */
  public Optional<Exchange> firstConfig() {
    return Optional.ofNullable(firstConfig.get());
  }

  /** The exchanges made while the given check ran, removed from the per-check index. */
  public List<Exchange> takeFor(String checkId) {
    List<Exchange> exchanges = byCheck.remove(checkId);
    return exchanges == null ? List.of() : new ArrayList<>(exchanges);
  }

  /**
   * These exchanges in {@link #inCheckOrder() check order}, whatever their bodies' size: the
   * run-wide list holds each as the audits keep it, so that is the form each is looked up by. One
   * the recorder never saw comes last. For one check's evidence (and the run's set-up, made before
   * every check) that is the order sent.
   */
  public List<Exchange> inCheckOrder(Collection<Exchange> exchanges) {
    Map<Exchange, Integer> sent = checkOrder().index();
    return exchanges.stream()
        .sorted(
            Comparator.comparingInt(
                exchange -> sent.getOrDefault(exchange.forAudit(), Integer.MAX_VALUE)))
        .toList();
  }

  /** Every exchange of the run so far, in the order made, as the audits keep it. */
  public List<Exchange> all() {
    synchronized (all) {
      return all.stream().map(Made::exchange).toList();
    }
  }

  /**
   * Every exchange of the run so far as the audits keep it, by the check that made it — those made
   * outside checks first, then by check ID — and in the order sent within each: the same in two
   * runs whatever order concurrent checks ran in, so what the audits quote first does not depend on
   * it.
   */
  public List<Exchange> inCheckOrder() {
    return checkOrder().exchanges();
  }

  private CheckOrder checkOrder() {
    synchronized (all) {
      if (checkOrder.made() != all.size()) {
        checkOrder = CheckOrder.of(all);
      }
      return checkOrder;
    }
  }

  /**
   * The exchanges of the run's first {@code made} in check order, and each one's first place in it.
   */
  private record CheckOrder(int made, List<Exchange> exchanges, Map<Exchange, Integer> index) {

    static final CheckOrder EMPTY = new CheckOrder(0, List.of(), Map.of());

    static CheckOrder of(List<Made> made) {
      List<Exchange> sorted =
          made.stream()
              .sorted(
                  Comparator.comparing((Made m) -> !OUTSIDE_CHECKS.equals(m.checkId()))
                      .thenComparing(Made::checkId))
              .map(Made::exchange)
              .toList();
      Map<Exchange, Integer> index = new HashMap<>();
      for (int i = 0; i < sorted.size(); i++) {
        index.putIfAbsent(sorted.get(i), i);
      }
      return new CheckOrder(made.size(), sorted, index);
    }
  }

  /** An exchange as the audits keep it, and the check that made it. */
  private record Made(String checkId, Exchange exchange) {}
}
