package dev.catalogkit.report.writer;

import dev.catalogkit.report.CapabilityMatrix;
import dev.catalogkit.report.CapabilityMatrix.OperationCapability;
import dev.catalogkit.report.CapabilityMatrix.Probe;

/** The words every rendering of the capability matrix uses, so HTML and Markdown agree. */
final class CapabilityText {

  private CapabilityText() {}

  /** One sentence: how many operations are advertised, answered 2xx, and what probes found. */
  static String headline(CapabilityMatrix matrix) {
    int all = matrix.operations().size();
    long advertised = matrix.operations().stream().filter(OperationCapability::advertised).count();
    long served = matrix.operations().stream().filter(OperationCapability::served).count();
    String listed =
        matrix.endpointsListed()
            ? "The server advertises " + advertised + " of the document's " + all + " operations"
            : "The server lists no endpoints (the profile assumes a default set)";
    return listed
        + "; "
        + served
        + " of the "
        + all
        + " answered the run's requests with 2xx; probes of unadvertised ones found "
        + count(matrix, Probe.SERVED)
        + " served and "
        + count(matrix, Probe.ABSENT)
        + " not served.";
  }

  /** Whether the run saw it answer 2xx, and what its probe got. */
  static String served(OperationCapability operation) {
    String status = operation.probeStatus() == null ? "no answer" : operation.probeStatus() + "";
    return switch (operation.probe()) {
      case NOT_PROBED -> operation.served() ? "yes" : "no 2xx seen";
      case SERVED -> "yes (probe: " + status + ")";
      case ABSENT -> "no (probe: " + status + ")";
    };
  }

  static String advertised(CapabilityMatrix matrix, OperationCapability operation) {
    if (!matrix.endpointsListed()) {
      return "none listed";
    }
    return operation.advertised() ? "yes" : "no";
  }

  private static long count(CapabilityMatrix matrix, Probe probe) {
    return matrix.operations().stream().filter(o -> o.probe() == probe).count();
  }
}
