package dev.catalogkit.report;

import java.util.Comparator;
import java.util.List;

/**
 * What the server offers, operation by operation of the profile's OpenAPI document: whether it
 * lists the operation in the {@code endpoints} of its configuration, what a probe found when it did
 * not, and the requirements the run judged on the operation with their outcome there. Sorted by
 * path, then method, and free of ports and run IDs, so two runs against one server give the same
 * matrix.
 *
 * @param endpointsListed whether the server lists its endpoints at all; when it does not, no
 *     operation is advertised and the profile assumes a default set
 */
public record CapabilityMatrix(boolean endpointsListed, List<OperationCapability> operations) {

  /** The matrix of a report built without a run (the report writers' own tests). */
  public static final CapabilityMatrix NONE = new CapabilityMatrix(false, List.of());

  public CapabilityMatrix {
    operations =
        operations.stream()
            .sorted(
                Comparator.comparing(OperationCapability::path)
                    .thenComparing(OperationCapability::method))
            .toList();
  }

  /** What a probe of an operation the server did not advertise found. */
  public enum Probe {
    /** Advertised operations are trusted, not probed; some unadvertised ones no check uses. */
    NOT_PROBED,
    /** The probe got a 2xx answer: the route is served, so its checks ran. */
    SERVED,
    /** The probe got anything else: the route is not served, its checks are NOT_APPLICABLE. */
    ABSENT
  }

  /**
   * One operation of the document.
   *
   * @param served whether a request of the run to it got a 2xx answer (discovery, set-up, a probe,
   *     a check, the janitor)
   * @param probeStatus the status the probe got, or null when none was sent or no answer came
   * @param requirements the requirements judged on it, sorted by ID
   */
  public record OperationCapability(
      String operationId,
      String method,
      String path,
      boolean advertised,
      boolean served,
      Probe probe,
      Integer probeStatus,
      List<JudgedOn> requirements) {

    public OperationCapability {
      requirements =
          requirements.stream().sorted(Comparator.comparing(JudgedOn::requirementId)).toList();
    }
  }

  /**
   * A requirement as judged on one operation: the worst outcome of its checks that used it (a
   * requirement checked on several operations may fail on one and hold on another).
   */
  public record JudgedOn(String requirementId, Outcome outcome) {}
}
