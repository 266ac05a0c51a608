package dev.catalogkit.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import sun.misc.Signal;

/**
 * The kit's own JVM. On a machine of 2 cores or more the JVM collects with G1, which sizes its heap
 * by the time it spends collecting: against listings of 7 MB pages a run of 330 MB live data took
 * 1.7 GB of memory, up to a quarter of the machine's. The serial collector sizes the heap by what
 * is live (630 MB in that run, as fast). A jar cannot choose its collector, so {@code java -jar}
 * starts the kit once more, with the serial collector, unless the command chose a collector or a
 * heap itself. The child shares the console; SIGINT and SIGTERM to this JVM are passed on, and the
 * child's exit code is this one's.
 */
final class OwnJvm {

  /** Set in the child, so that it runs the kit instead of starting another. */
  static final String CHILD = "catalogkit.ownJvm";

  private OwnJvm() {}

  /** Runs the kit in a JVM of its own and answers its exit code; empty to run it here. */
  static OptionalInt run(String[] args) {
    List<String> jvm = ManagementFactory.getRuntimeMXBean().getInputArguments();
    if (System.getProperty(CHILD) != null || choseMemory(jvm)) {
      return OptionalInt.empty();
    }
    Process child;
    try {
      child = new ProcessBuilder(command(jvm, args)).inheritIO().start();
    } catch (IOException | UnsupportedOperationException cannotStart) {
      return OptionalInt.empty();
    }
    Signal.handle(new Signal("INT"), signal -> passOnCtrlC(child));
    Runtime.getRuntime().addShutdownHook(new Thread(() -> passOnTermination(child)));
    try {
      return OptionalInt.of(child.waitFor());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return OptionalInt.of(ExitCodes.USAGE);
    }
  }

  /** Whether the command set a collector, a heap size or a memory share for the JVM. */
  static boolean choseMemory(List<String> jvmArguments) {
    return jvmArguments.stream()
        .anyMatch(
            argument ->
                argument.startsWith("-Xmx")
                    || argument.startsWith("-XX:MaxHeapSize")
                    || argument.startsWith("-XX:MaxRAM")
                    || (argument.startsWith("-XX:+Use") && argument.endsWith("GC")));
  }

  /** The same JVM options and class path (a debugger's agent aside), with the serial collector. */
  static List<String> command(List<String> jvmArguments, String[] args) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-XX:+UseSerialGC");
    command.add("-D" + CHILD + "=true");
    jvmArguments.stream()
        .filter(argument -> !argument.startsWith("-agentlib:jdwp"))
        .forEach(command::add);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(Main.class.getName());
    command.addAll(List.of(args));
    return command;
  }

  /**
   * Ctrl-C, or SIGINT sent to this JVM alone: the child gets it too. From a terminal the child has
   * it already (one process group), and takes the two as one press ({@link CtrlC}).
   */
  private static void passOnCtrlC(Process child) {
    try {
      new ProcessBuilder("kill", "-INT", String.valueOf(child.pid())).start();
    } catch (IOException noKill) {
      // without kill(1) only a terminal's Ctrl-C, which reaches the child itself, stops it
    }
  }

  /** SIGTERM to this JVM: the child gets it too, and cleans up and reports within its bounds. */
  private static void passOnTermination(Process child) {
    if (child.isAlive()) {
      child.destroy();
      try {
        child.waitFor();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
