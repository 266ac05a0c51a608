package dev.catalogkit.cli;

import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.ReferenceProfile;
import java.io.PrintWriter;
import java.util.List;

/** {@code serve --list-faults}: each fault of a profile in one line, with what it breaks. */
final class FaultListing {

  private FaultListing() {}

  static void print(PrintWriter out, ReferenceProfile profile) {
    List<? extends Fault> faults = profile.faults();
    int width = faults.stream().mapToInt(fault -> fault.name().length()).max().orElse(0);
    out.println("Faults of the " + profile.id() + " reference (serve --fault NAME):");
    faults.forEach(
        fault ->
            out.println(
                String.format(
                    "  %-" + width + "s  %-12s  %s",
                    fault.name(),
                    breaks(fault),
                    fault.description())));
  }

  /** The requirement the fault breaks, or what it does instead. */
  static String breaks(Fault fault) {
    if (fault.violates()) {
      return fault.breaks();
    }
    if (fault.onlyShownBySequences()) {
      return fault.breaks() + " (explore)";
    }
    if (fault.onlyFailsSomeRequests()) {
      return "(server errors)";
    }
    return fault.leavesRunIncomplete() ? "(INCOMPLETE)" : "(nothing)";
  }
}
