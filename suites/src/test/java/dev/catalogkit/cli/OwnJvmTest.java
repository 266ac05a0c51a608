package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** When {@code java -jar} starts the kit in a JVM of its own, and with what. */
class OwnJvmTest {

  @Test
  void aCommandThatChoseACollectorOrAHeapKeepsItsJvm() {
    assertThat(OwnJvm.choseMemory(List.of("-Xmx2g"))).isTrue();
    assertThat(OwnJvm.choseMemory(List.of("-XX:+UseG1GC"))).isTrue();
    assertThat(OwnJvm.choseMemory(List.of("-XX:MaxRAMPercentage=50"))).isTrue();
    assertThat(OwnJvm.choseMemory(List.of("-XX:MaxHeapSize=1g"))).isTrue();
  }

  @Test
  void otherOptionsLeaveTheChoiceToTheKit() {
    assertThat(OwnJvm.choseMemory(List.of())).isFalse();
    assertThat(OwnJvm.choseMemory(List.of("-Dx=y", "-XX:TieredStopAtLevel=1", "-Xss2m"))).isFalse();
  }

  @Test
  void theChildRunsTheSameCommandWithTheSerialCollectorAndNoDebugger() {
    List<String> command =
        OwnJvm.command(
            List.of("-Dx=y", "-agentlib:jdwp=transport=dt_socket,address=5005"),
            new String[] {"--target", "http://127.0.0.1:1"});

    assertThat(command.subList(1, 4))
        .containsExactly("-XX:+UseSerialGC", "-D" + OwnJvm.CHILD + "=true", "-Dx=y");
    assertThat(command).noneMatch(argument -> argument.startsWith("-agentlib"));
    assertThat(command.subList(command.size() - 3, command.size()))
        .containsExactly(Main.class.getName(), "--target", "http://127.0.0.1:1");
  }
}
