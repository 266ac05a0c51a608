package dev.catalogkit.http;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Counts the consecutive timeouts of each operation. Once an operation timed out {@code limit}
 * times in a row its circuit opens for the rest of the run: a server whose view loads hang would
 * otherwise cost every later check that loads a view a full timeout. An answer of any status closes
 * the count again.
 */
final class OperationCircuits {

  private final int limit;
  private final Map<String, Integer> consecutiveTimeouts = new ConcurrentHashMap<>();

  OperationCircuits(int limit) {
    this.limit = limit;
  }

  /** Why the operation is not sent any more, or empty while it still is. */
  Optional<String> openFor(String operation) {
    int timeouts = consecutiveTimeouts.getOrDefault(operation, 0);
    return timeouts >= limit
        ? Optional.of(
            "the last " + timeouts + " requests of " + operation + " got no answer in time")
        : Optional.empty();
  }

  void timedOut(String operation) {
    consecutiveTimeouts.merge(operation, 1, Integer::sum);
  }

  void answered(String operation) {
    consecutiveTimeouts.remove(operation);
  }
}
