package dev.catalogkit.engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a class of checks: it gets the run's context injected, and its exchanges recorded as
 * evidence.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(ConformanceExtension.class)
public @interface ConformanceSuite {}
