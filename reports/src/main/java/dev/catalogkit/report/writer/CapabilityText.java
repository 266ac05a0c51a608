package dev.catalogkit.report.writer;

import dev.catalogkit.report.CapabilityMatrix;
import dev.catalogkit.report.CapabilityMatrix.OperationCapability;
import dev.catalogkit.report.CapabilityMatrix.Probe;

/** The words every rendering of the capability matrix uses, so HTML and Markdown agree. */
final class CapabilityText {

  private CapabilityText() {}

  /** One sentence: how many operations are advertised, and what the probes found. */
  static String headline(CapabilityMatrix matrix) {
    int all = matrix.operations().size();
    long advertised = matrix.operations().stream().filter(OperationCapability::advertised).count();
    long served = count(matrix, Probe.SERVED);
    long absent = count(matrix, Probe.ABSENT);
    String listed =
        matrix.endpointsListed()
            ? "The server advertises " + advertised + " of the document's " + all + " operations"
            : "The server lists no endpoints, so the profile assumes its default set of the "
                + all
                + " operations";
    return listed
        + "; probes of the others found "
        + served
        + " served and "
        + absent
        + " not served.";
  }

  static String advertised(CapabilityMatrix matrix, OperationCapability operation) {
    if (!matrix.endpointsListed()) {
      return "none listed";
    }
    return operation.advertised() ? "yes" : "no";
  }

  static String probe(OperationCapability operation) {
    String status = operation.probeStatus() == null ? "no answer" : operation.probeStatus() + "";
    return switch (operation.probe()) {
      case NOT_PROBED -> operation.advertised() ? "trusted" : "not probed";
      case SERVED -> "served (" + status + ")";
      case ABSENT -> "not served (" + status + ")";
    };
  }

  private static long count(CapabilityMatrix matrix, Probe probe) {
    return matrix.operations().stream().filter(o -> o.probe() == probe).count();
  }
}
